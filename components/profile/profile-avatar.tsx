const sizes = { md: "h-12 w-12 text-base", lg: "h-24 w-24 text-2xl" } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** The talent's photo, or their initials on a tinted disc when there is none. */
export function ProfileAvatar({ name, src, size = "md" }: { name: string; src: string | null; size?: keyof typeof sizes }) {
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (src) {
    // A plain <img>: the photo is served by our API (or is a local preview), not by Next's image optimiser.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={`Photo of ${name}`} className={`${box} border border-slate-200 bg-slate-100 object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}>
      {initials(name) || "?"}
    </span>
  );
}
