import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { talentProfiles, talents, talentVetting } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { directoryTalent } from "../support/directory-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

// The directory reads `talent_profiles.listable` alone; these prove the triggers keep it equal to the rule.
describeOnEachDatabase("the profile's listable flag", ({ db }) => {
  const listable = async (talentId: number) => {
    const [row] = await db()
      .select({ listable: talentProfiles.listable })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talentId));
    return row?.listable;
  };
  const setStage = (talentId: number, stage: "vetted" | "live_interview" | "declined") =>
    db().update(talentVetting).set({ stage }).where(eq(talentVetting.talentId, talentId));
  const setProfile = (talentId: number, values: Partial<typeof talentProfiles.$inferInsert>) =>
    db().update(talentProfiles).set(values).where(eq(talentProfiles.talentId, talentId));

  beforeAll(() => seedReferenceData(db()));

  it("is set for a vetted talent with a handle visible to recruiters or everyone, and not for a hidden one", async () => {
    expect(await listable((await directoryTalent(db(), { visibility: "recruiters" })).id)).toBe(true);
    expect(await listable((await directoryTalent(db(), { visibility: "public" })).id)).toBe(true);
    expect(await listable((await directoryTalent(db(), { visibility: "hidden" })).id)).toBe(false);
  });

  it("follows the vetting stage to vetted and away, and a vetting row's insert and delete", async () => {
    const talent = await directoryTalent(db(), { stage: "live_interview" });
    expect(await listable(talent.id)).toBe(false);
    await setStage(talent.id, "vetted");
    expect(await listable(talent.id)).toBe(true);
    await setStage(talent.id, "declined");
    expect(await listable(talent.id)).toBe(false);

    const unvetted = await directoryTalent(db(), { stage: null });
    expect(await listable(unvetted.id)).toBe(false);
    await db().insert(talentVetting).values({ talentId: unvetted.id, stage: "vetted", vettedAt: new Date() });
    expect(await listable(unvetted.id)).toBe(true);
    await db().delete(talentVetting).where(eq(talentVetting.talentId, unvetted.id));
    expect(await listable(unvetted.id)).toBe(false);
  });

  it("follows a suspension and its reversal", async () => {
    const talent = await directoryTalent(db());
    await db().update(talents).set({ suspendedAt: new Date() }).where(eq(talents.id, talent.id));
    expect(await listable(talent.id)).toBe(false);
    await db().update(talents).set({ suspendedAt: null }).where(eq(talents.id, talent.id));
    expect(await listable(talent.id)).toBe(true);
  });

  it("follows the profile's visibility and handle", async () => {
    const talent = await directoryTalent(db());
    await setProfile(talent.id, { visibility: "hidden" });
    expect(await listable(talent.id)).toBe(false);
    await setProfile(talent.id, { visibility: "public" });
    expect(await listable(talent.id)).toBe(true);
    await setProfile(talent.id, { handle: null });
    expect(await listable(talent.id)).toBe(false);
    await setProfile(talent.id, { handle: talent.handle });
    expect(await listable(talent.id)).toBe(true);
  });

  it("never lists a talent suspended while their profile is made visible at the same moment", async () => {
    const talent = await directoryTalent(db(), { visibility: "hidden" });
    let madeVisible: Promise<unknown> | undefined;
    await db().transaction(async (tx) => {
      await tx.update(talents).set({ suspendedAt: new Date() }).where(eq(talents.id, talent.id));
      madeVisible = setProfile(talent.id, { visibility: "public" }).then(() => "written"); // then() sends it now
      madeVisible.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200)); // on Postgres, the profile's write has to wait
    });
    await madeVisible;
    expect(await listable(talent.id)).toBe(false);
  });

  it("is computed when written directly, whatever the write says", async () => {
    const hidden = await directoryTalent(db(), { visibility: "hidden" });
    await setProfile(hidden.id, { listable: true });
    expect(await listable(hidden.id)).toBe(false);
    const vetted = await directoryTalent(db());
    await setProfile(vetted.id, { listable: false, bio: "Still here" });
    expect(await listable(vetted.id)).toBe(true);
  });
});
