import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { benchFloorsServed } from "@/lib/server/bench-floors";

// The benchmark's floor (bench/): the least a page of this build can be — one heading, no data, no client
// components of its own. Not linked, not in sitemap.xml, not indexed;
// served only with BENCH_FLOORS=1 (lib/server/bench-floors.ts), a 404 elsewhere. Static, so the flag is read when
// the page is built: the bench builds with it too (bench/lib/server.mjs).
export const metadata: Metadata = { title: "Benchmark floor", robots: { index: false, follow: false } };

export default function BenchFloorPage() {
  if (!benchFloorsServed()) notFound();
  return (
    <main id="main-content">
      <h1 className="p-8 text-2xl font-semibold">Benchmark floor</h1>
    </main>
  );
}
