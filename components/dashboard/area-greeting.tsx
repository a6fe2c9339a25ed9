import { AREA_COPY, AREA_GREETING } from "@/lib/content/auth";

/** The top of an area's Overview: "Welcome" after a first sign-up, "Welcome back" only on a return. */
export function AreaGreeting({
  name,
  kind,
  returning,
}: {
  name: string;
  kind: keyof typeof AREA_COPY;
  returning: boolean;
}) {
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {AREA_GREETING[returning ? "returning" : "first"]}, {name}
      </h1>
      <p className="mt-2 text-ink-muted">{AREA_COPY[kind].intro}</p>
    </header>
  );
}
