import localFont from "next/font/local";

/**
 * Geist, the site's typeface, from the `geist` package's own file (preloaded on every page). `optional` rather than
 * the package's `swap`: when the font is not there by the first paint (a slow first visit), that page keeps the
 * metric-matched fallback instead of re-flowing under the reader, so headings never change their line count and
 * push the page down (a shift Lighthouse measured on the talent dashboard). Later pages find it cached.
 */
export const geistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});
