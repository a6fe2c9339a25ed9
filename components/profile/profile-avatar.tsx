const sizes = { sm: "size-9 text-xs", md: "size-12 text-base", lg: "size-14 text-lg", xl: "size-24 text-2xl" } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

type Props = {
  name: string;
  src: string | null;
  size?: keyof typeof sizes;
  /** The name is written beside it: no alt text. */ decorative?: boolean;
};

/** The talent's photo, or their initials on a tinted disc when there is none. */
export function ProfileAvatar({ name, src, size = "md", decorative = false }: Props) {
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (src) {
    // A plain <img>: the photo is served by our API (or is a local preview), not by Next's image optimiser.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={decorative ? "" : `Photo of ${name}`}
        className={`${box} border border-slate-200 bg-slate-100 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(name) || "?"}
    </span>
  );
}
