const sizes = { sm: "size-9 text-xs", lg: "size-14 text-lg" } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** An applicant's photo, or their initials on a tinted disc when there is none. Decorative: the name sits beside it. */
export function TalentAvatar({ name, src, size = "sm" }: { name: string; src: string | null; size?: keyof typeof sizes }) {
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (src) {
    // A plain <img>: the photo is served by our API, not by Next's image optimiser.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt="" className={`${box} border border-slate-200 bg-slate-100 object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}>
      {initials(name) || "?"}
    </span>
  );
}
