import type { Metadata } from "next";

// The benchmark's floor (bench/): the least a page of this build can be — one heading, no data, no client
// components of its own. Not linked, not in sitemap.xml, not indexed.
export const metadata: Metadata = { title: "Benchmark floor", robots: { index: false, follow: false } };

export default function BenchFloorPage() {
  return (
    <main id="main-content">
      <h1 className="p-8 text-2xl font-semibold">Benchmark floor</h1>
    </main>
  );
}
