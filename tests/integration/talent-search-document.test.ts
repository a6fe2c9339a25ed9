import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as directory } from "@/app/api/client/talent/route";
import { skills, talentProfiles, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { directoryTalent, uniqueWord } from "../support/directory-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the directory's stored search document", ({ db }) => {
  let token: string;
  const found = async (q: string) =>
    (
      (await call(directory, { token, path: `/api/client/talent?q=${encodeURIComponent(q)}` })).body.data as {
        id: number;
      }[]
    ).map((t) => t.id);

  beforeAll(async () => {
    await seedReferenceData(db());
    token = (await verifiedClient()).token;
  });

  it("finds a new profile by its name, headline, bio and custom skills", async () => {
    const [bio, headline, custom] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const talent = await directoryTalent(db(), { bio, headline: `Engineer ${headline}`, firstName: "Quillon" });
    await db()
      .update(talentProfiles)
      .set({ customSkills: [custom] })
      .where(eq(talentProfiles.talentId, talent.id));
    for (const word of [bio, headline, custom]) expect(await found(word)).toEqual([talent.id]);
    expect(await found(`quillon ${bio}`)).toEqual([talent.id]);
  });

  it("follows edits of the bio and skills, and a rename of the talent", async () => {
    const [before, after, name] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const talent = await directoryTalent(db(), { bio: before });
    await db().update(talentProfiles).set({ bio: after }).where(eq(talentProfiles.talentId, talent.id));
    expect(await found(before)).toEqual([]);
    expect(await found(after)).toEqual([talent.id]);

    const [elixir] = await db()
      .select({ id: skills.id })
      .from(skills)
      .where(inArray(sql`lower(${skills.name})`, ["elixir"]));
    await db()
      .update(talentProfiles)
      .set({ skills: [elixir!.id] })
      .where(eq(talentProfiles.talentId, talent.id));
    expect(await found(`${after} elixir`)).toEqual([talent.id]);

    await db().update(talents).set({ firstName: name }).where(eq(talents.id, talent.id));
    expect(await found(name)).toEqual([talent.id]);
    const [row] = await db()
      .select({ doc: talentProfiles.searchDocument })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talent.id));
    expect(row!.doc).not.toContain("'dora'");
  });
});
