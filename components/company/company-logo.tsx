import { CompanyBadge } from "./company-badge";

type Props = {
  name: string;
  src: string | null;
  size?: "md" | "lg";
  /** The name is written beside it: no alt text. */ decorative?: boolean;
};

/** The company's logo, or its initials when it has none. */
export function CompanyLogo({ name, src, size = "md", decorative = false }: Props) {
  if (!src) return <CompanyBadge name={name} size={size} />;
  const dimensions = size === "lg" ? "h-16 w-16" : "h-12 w-12";
  // A plain <img>: the logo is served by our API, not by Next's image optimiser.
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={decorative ? "" : `${name} logo`}
      className={`${dimensions} shrink-0 rounded-xl border border-slate-200 bg-white object-contain`}
    />
  );
}
