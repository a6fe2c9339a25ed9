import crypto from "node:crypto";
import { describe, expect, it } from "vitest";

import { securityHeaders } from "@/lib/security/security-headers";
import { pageContentSecurityPolicy, type CspOptions } from "@/lib/server/security/content-security-policy";
import { inlineScriptHashes } from "@/lib/server/security/inline-script-hashes";

const base: CspOptions = { scriptSources: ["'nonce-abc'"], googleSignIn: false, development: false, https: false };
const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("page Content-Security-Policy", () => {
  it("runs scripts only from this origin or by the given nonce or hashes, never 'unsafe-inline'", () => {
    const policy = pageContentSecurityPolicy({ ...base, scriptSources: ["'sha256-a'", "'sha256-b'"] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it("allows Google's sign-in script, frame and styles only when Google is configured", () => {
    expect(pageContentSecurityPolicy(base)).not.toContain("accounts.google.com");
    const policy = pageContentSecurityPolicy({ ...base, googleSignIn: true });
    expect(directive(policy, "script-src")).toContain("https://accounts.google.com/gsi/client");
    expect(directive(policy, "frame-src")).toBe("frame-src https://accounts.google.com/gsi/");
  });

  it("allows eval only to React's development build", () => {
    expect(pageContentSecurityPolicy(base)).not.toContain("unsafe-eval");
    expect(directive(pageContentSecurityPolicy({ ...base, development: true }), "script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("lets the browser reach an API on another origin, and upgrades requests only under HTTPS", () => {
    const policy = pageContentSecurityPolicy({ ...base, apiOrigin: "https://api.example.com", https: true });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.example.com");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(pageContentSecurityPolicy(base)).not.toContain("upgrade-insecure-requests");
  });
});

describe("inline script hashes of a prerendered page", () => {
  it("hashes each inline script the browser would run, once", () => {
    const html = [
      "<script>self.__next_f=[]</script>",
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script type="module">import "/x.js"</script>',
      "<script>self.__next_f=[]</script>",
      '<script id="_R_">go()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256("self.__next_f=[]"), sha256('import "/x.js"'), sha256("go()")]);
  });
});

describe("security headers", () => {
  it("sends HSTS of at least a year in production only, beside nosniff, referrer and permissions policies", () => {
    const production = Object.fromEntries(securityHeaders(true));
    expect(production["Strict-Transport-Security"]).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(production["Strict-Transport-Security"] ?? "")?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(production["X-Content-Type-Options"]).toBe("nosniff");
    expect(production["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(production["Permissions-Policy"]).toContain("camera=()");
    expect(Object.fromEntries(securityHeaders(false))["Strict-Transport-Security"]).toBeUndefined();
  });
});
