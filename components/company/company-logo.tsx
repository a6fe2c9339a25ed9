import { CompanyBadge } from "@/app/(site)/jobs/_components/company-badge";

/** The company's logo, or its initials when it has none. */
export function CompanyLogo({ name, src, size = "md" }: { name: string; src: string | null; size?: "md" | "lg" }) {
  if (!src) return <CompanyBadge name={name} size={size} />;
  const dimensions = size === "lg" ? "h-16 w-16" : "h-12 w-12";
  // A plain <img>: the logo is served by our API, not by Next's image optimiser.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={`${name} logo`} className={`${dimensions} shrink-0 rounded-xl border border-slate-200 bg-white object-contain`} />;
}
