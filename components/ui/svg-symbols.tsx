/**
 * Icons that repeat on the public pages, drawn once as <symbol>s: each use is a short `<use href="#…">`
 * instead of the full paths, in the HTML and in the RSC payload. Rendered once by SiteChrome.
 */
export const ICON = { location: "i-location", stars: "i-stars", plus: "i-plus" } as const;

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.8z";

export function SvgSymbols() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <symbol id={ICON.location} viewBox="0 0 20 20">
        <path
          d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <circle cx="10" cy="8" r="2.2" fill="currentColor" />
      </symbol>
      <symbol id={ICON.stars} viewBox="0 0 100 20">
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} transform={`translate(${i * 20} 0)`} d={STAR} fill="currentColor" />
        ))}
      </symbol>
      <symbol id={ICON.plus} viewBox="0 0 20 20">
        <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </symbol>
    </svg>
  );
}

/** One symbol from the sprite, in an svg of the symbol's own box. */
export function SymbolIcon({
  id,
  viewBox = "0 0 20 20",
  className,
  ...aria
}: { id: string; viewBox?: string; className: string } & React.AriaAttributes & { role?: string }) {
  return (
    <svg viewBox={viewBox} className={className} {...aria}>
      <use href={`#${id}`} />
    </svg>
  );
}
