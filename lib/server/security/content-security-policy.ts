import "server-only";

export const GOOGLE_IDENTITY_ORIGIN = "https://accounts.google.com";

export type CspOptions = {
  /** `'nonce-…'` for pages rendered per request, `'sha256-…'` of each inline script for prerendered ones. */
  scriptSources: string[];
  googleSignIn: boolean;
  /** The origin of NEXT_PUBLIC_API_BASE_URL when the browser's API lives elsewhere. */
  apiOrigin?: string;
  development: boolean;
  https: boolean;
};

/** API answers are data, never documents: nothing may load, run or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The policy of an HTML page. Scripts run only from this origin or by nonce or hash: no 'unsafe-inline'.
 * No 'strict-dynamic': a page rendered per request may still answer with the prerendered not-found
 * page, whose chunk scripts carry no nonce and are trusted as same-origin files.
 */
export function pageContentSecurityPolicy(options: CspOptions): string {
  const google = options.googleSignIn ? [`${GOOGLE_IDENTITY_ORIGIN}/gsi/`] : [];
  const script = [
    "'self'",
    ...options.scriptSources,
    // React's development build evaluates code for its debugging aids.
    ...(options.development ? ["'unsafe-eval'"] : []),
    ...(options.googleSignIn ? [`${GOOGLE_IDENTITY_ORIGIN}/gsi/client`] : []),
  ];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...script],
    // Next injects font and loader styles inline; inline styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'", ...google],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(options.apiOrigin ? [options.apiOrigin] : []), ...google],
    ["frame-src", ...(options.googleSignIn ? google : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}
