import type { Metadata } from "next";

// Admin pages stay out of search engines: this meta tag here, the X-Robots-Tag header in proxy.ts.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return children;
}
