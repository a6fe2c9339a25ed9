import Link from "next/link";
import { AREA_COPY, AREA_GREETING } from "@/lib/content/auth";

/** The home of a signed-in area: greets the user by name ("Welcome back" only on a return) and points at the jobs board. */
export function AreaHome({ name, kind, returning }: { name: string; kind: keyof typeof AREA_COPY; returning: boolean }) {
  const copy = AREA_COPY[kind];
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">
        {AREA_GREETING[returning ? "returning" : "first"]}, {name}
      </h1>
      <p className="mt-2 text-ink-muted">{copy.intro}</p>
      <Link href="/jobs" className="mt-6 inline-block rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white">
        {copy.cta}
      </Link>
    </section>
  );
}
