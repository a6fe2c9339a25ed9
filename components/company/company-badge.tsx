const palette = [
  "bg-brand-100 text-brand-700",
  "bg-emerald-100 text-emerald-800",
  "bg-amber-100 text-amber-800",
  "bg-rose-100 text-rose-800",
  "bg-violet-100 text-violet-800",
  "bg-sky-100 text-sky-800",
];

/** A company's monogram, standing in for a logo it has not uploaded. */
export function CompanyBadge({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const colour = palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length];
  const dimensions = size === "lg" ? "h-16 w-16 text-xl" : "h-12 w-12 text-base";
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-xl font-bold ${dimensions} ${colour}`}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
