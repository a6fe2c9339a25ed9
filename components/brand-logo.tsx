import { site } from "@/lib/content/site";

/** The product's mark (two linked loops) and wordmark, inline so the header needs no image request. */
export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#266FF1" />
      <path
        d="M9.5 20.5a4.5 4.5 0 1 1 4.4-5.5M22.5 11.5a4.5 4.5 0 1 1-4.4 5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M13.9 15l4.2 2" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <BrandMark />
      <span className={`text-xl font-bold tracking-tight ${inverse ? "text-white" : "text-ink"}`}>{site.name}</span>
    </span>
  );
}
