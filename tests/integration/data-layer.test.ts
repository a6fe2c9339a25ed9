import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { categories, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("data layer", ({ db }) => {
  it("applies the migrations and seeds the reference data idempotently", async () => {
    await seedReferenceData(db());
    await seedReferenceData(db());
    const rows = await db().select().from(categories).orderBy(categories.id);
    expect(rows.map((row) => row.name)).toEqual(["Software Development", "UI/UX Design", "Digital Marketing"]);
  });

  it("writes and reads a talent, with emails unique case-insensitively", async () => {
    const [created] = await db()
      .insert(talents)
      .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })
      .returning();
    expect(created?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [read] = await db().select().from(talents).where(eq(talents.id, created!.id));
    expect(read?.email).toBe("ada@example.com");
    await expect(
      db().insert(talents).values({ firstName: "Ada", lastName: "L", email: "ADA@Example.com" }),
    ).rejects.toThrow();
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(talents);
    expect(count?.n).toBe(1);
  });
});
