import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { GET as ownProfile } from "@/app/api/talent/profile/route";
import { talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { file, pngBytes } from "../support/files";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("talent handles", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  const handleOf = async (token: string) => (await call(ownProfile, { token })).body.data.handle as string;
  const rowOf = async (talentId: number) =>
    (await db().select().from(talentProfiles).where(eq(talentProfiles.talentId, talentId)))[0];

  it("default from the name at sign-up, with a numeric suffix when taken", async () => {
    const first = await registeredTalent({ first_name: "Amara", last_name: "Okafor" });
    const second = await registeredTalent({ first_name: "AMARA", last_name: "Okafor" });
    const third = await registeredTalent({ first_name: "Amára", last_name: "Okafor" });
    expect([await handleOf(first.token), await handleOf(second.token), await handleOf(third.token)]).toEqual([
      "amara-okafor",
      "amara-okafor-2",
      "amara-okafor-3",
    ]);
    const unnamed = await registeredTalent({ first_name: "张", last_name: "伟" });
    expect(await handleOf(unnamed.token)).toMatch(/^talent-\d+$/);
  });

  it("stay unique when ten people of the same name sign up at once", async () => {
    const talents = await Promise.all(
      Array.from({ length: 10 }, () => registeredTalent({ first_name: "Sam", last_name: "Same" })),
    );
    const handles = await Promise.all(talents.map((talent) => handleOf(talent.token)));
    expect(new Set(handles).size).toBe(10);
    expect(handles).toContain("sam-same");
  });

  it("can be edited, are stored lowercase and compared case-insensitively", async () => {
    const talent = await registeredTalent();
    const other = await registeredTalent();
    const edited = await call(profileUpdate, { token: talent.token, form: { handle: "The-Real-Tala" } });
    expect(edited.body.data.profile.handle).toBe("the-real-tala");
    const taken = await call(profileUpdate, {
      token: other.token,
      form: { handle: "THE-REAL-TALA", headline: "kept?" },
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      message: "The given data was invalid.",
      errors: { handle: ["The handle has already been taken."] },
    });
    expect((await rowOf(other.user.id))?.headline).toBeNull();
    expect((await call(profileUpdate, { token: talent.token, form: { handle: "the-real-tala" } })).status).toBe(200);
  });

  it.each([["ab"], ["admin"], ["no spaces"], ["double--hyphen"], [""], ["x".repeat(41)]])(
    "refuse %j with 422",
    async (handle) => {
      const talent = await registeredTalent();
      const before = await rowOf(talent.user.id);
      const { status, body } = await call(profileUpdate, { token: talent.token, form: { handle } });
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(["handle"]);
      expect(await rowOf(talent.user.id)).toEqual(before);
    },
  );

  it("go to exactly one of ten talents racing for the same one; the others get 422 and keep theirs", async () => {
    const talents = await Promise.all(Array.from({ length: 10 }, () => registeredTalent()));
    const before = await Promise.all(talents.map((talent) => handleOf(talent.token)));
    const answers = await Promise.all(
      talents.map((talent) =>
        call(profileUpdate, {
          token: talent.token,
          form: { handle: "Wanted-Handle", avatar: file(pngBytes(), "a.png", "") },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(422)]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body.errors).toEqual({ handle: ["The handle has already been taken."] });
    }
    const after = await Promise.all(talents.map((talent) => handleOf(talent.token)));
    const winner = answers.findIndex((a) => a.status === 200);
    expect(after[winner]).toBe("wanted-handle");
    after.forEach((handle, i) => i !== winner && expect(handle).toBe(before[i]));
    const losers = await Promise.all(talents.map((talent) => rowOf(talent.user.id)));
    expect(losers.filter((row) => row?.avatarFileId !== null)).toHaveLength(1);
  });
});
