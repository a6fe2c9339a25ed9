import type { Metadata } from "next";
import { connection } from "next/server";

// The benchmark's second floor (bench/): the least a page rendered per request can be — the same heading as
// /test/bench-floor, rendered for each request so its scripts carry that request's CSP nonce, as /jobs does.
// Not linked, not in sitemap.xml, not indexed.
export const metadata: Metadata = { title: "Benchmark floor (dynamic)", robots: { index: false, follow: false } };

export default async function BenchFloorDynamicPage() {
  await connection();
  return (
    <main id="main-content">
      <h1 className="p-8 text-2xl font-semibold">Benchmark floor</h1>
    </main>
  );
}
