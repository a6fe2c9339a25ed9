import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { benchFloorsServed } from "@/lib/server/bench-floors";

// The benchmark's second floor (bench/): the least a page rendered per request can be — the same heading as
// /test/bench-floor, rendered for each request so its scripts carry that request's CSP nonce, as /jobs does.
// Not linked, not in sitemap.xml, not indexed;
// served only with BENCH_FLOORS=1 (lib/server/bench-floors.ts), a 404 elsewhere.
export const metadata: Metadata = { title: "Benchmark floor (dynamic)", robots: { index: false, follow: false } };

export default async function BenchFloorDynamicPage() {
  await connection();
  if (!benchFloorsServed()) notFound();
  return (
    <main id="main-content">
      <h1 className="p-8 text-2xl font-semibold">Benchmark floor</h1>
    </main>
  );
}
