/**
 * Headers every response carries (next.config.ts sets them for every path, the proxy for the
 * redirects it answers itself). The Content-Security-Policy depends on the page: see
 * lib/server/security/content-security-policy.ts.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Two years: what the HSTS preload list asks for (at least one year is required). */
export const HSTS = "max-age=63072000; includeSubDomains; preload";

export function securityHeaders(production: boolean): [name: string, value: string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // For browsers that predate CSP's frame-ancestors.
    ["X-Frame-Options", "DENY"],
    ...(production ? [["Strict-Transport-Security", HSTS] as [string, string]] : []),
  ];
}
