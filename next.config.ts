import type { NextConfig } from "next";

import { securityHeaders } from "./lib/security/security-headers";

const nextConfig: NextConfig = {
  // Separate build directories let the test runner and the benchmark build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "@redis/client",
    "pg",
    "smtp-server",
    "mailparser",
    // pdfkit reads its fonts' metrics (.afm files) from its own folder at run time, which a bundle lacks; the
    // e-invoice generator is a large CommonJS package that can shell out to LibreOffice: Node loads both as they are.
    "pdfkit",
    "@e-invoice-eu/core",
  ],
  // Browsers still ask for /favicon.ico now and then (on error pages above all); the app's icon is app/icon.svg.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  async headers() {
    const headers = securityHeaders(process.env.NODE_ENV === "production").map(([key, value]) => ({ key, value }));
    return [{ source: "/:path*", headers }];
  },
};

export default nextConfig;
