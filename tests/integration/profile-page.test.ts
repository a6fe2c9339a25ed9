import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { CATALOGUE_TALENTS } from "@/lib/demo/catalogue-talents";
import { DEMO_TALENTS, GENERATED_TALENTS } from "@/lib/demo/generated-talents";
import type { ProfileViewer } from "@/lib/profiles/visibility";
import { seedDemoData } from "@/lib/server/db/seed";
import { isProfileOwner } from "@/lib/server/profiles/profile-owner";
import { listPublicProfileHandles } from "@/lib/server/profiles/public-handles";
import { profileForViewer } from "@/lib/server/profiles/public-profile";

import { describeOnEachDatabase } from "../support/test-db";

const handleOf = (visibility: string) => {
  const talent = GENERATED_TALENTS.find((each) => each.visibility === visibility);
  if (!talent) throw new Error(`no ${visibility} demo talent`);
  return talent.handle;
};

// What /profiles/{handle} renders for each kind of viewer, on the seeded demo talent.
describeOnEachDatabase("the profile page's server functions", ({ db }) => {
  const ids: Record<string, number> = {};
  const viewers: Record<string, ProfileViewer> = {};

  beforeAll(async () => {
    await seedDemoData(db());
    const result = (await db().execute(sql`select talent_id, handle from talent_profiles`)) as unknown as {
      rows: { talent_id: number; handle: string }[];
    };
    for (const row of result.rows) ids[row.handle] = row.talent_id;
    viewers.anonymous = null;
    viewers.client = { kind: "client", id: 1, verified: true };
    viewers["unverified client"] = { kind: "client", id: 2, verified: false };
    viewers.manager = { kind: "manager", id: 1, verified: false };
    viewers["another talent"] = { kind: "talent", id: ids[handleOf("public")] as number, verified: true };
  }, 60_000);

  const sees = async (handle: string, viewer: ProfileViewer) => {
    const profile = await profileForViewer(db(), handle, viewer);
    return profile === null ? "404" : profile.resume_url ? "profile + résumé" : "profile";
  };

  it("shows a public profile to anyone, and its résumé only to verified recruiters and managers", async () => {
    const handle = CATALOGUE_TALENTS[0]?.handle as string;
    expect(await sees(handle, viewers.anonymous ?? null)).toBe("profile");
    expect(await sees(handle, viewers["another talent"] ?? null)).toBe("profile");
    expect(await sees(handle, viewers["unverified client"] ?? null)).toBe("profile");
    expect(await sees(handle, viewers.client ?? null)).toBe("profile + résumé");
    expect(await sees(handle, viewers.manager ?? null)).toBe("profile + résumé");
    const profile = await profileForViewer(db(), handle, null);
    expect(JSON.stringify(profile)).not.toContain("@demo.example.com");
  });

  it("answers 404 for a recruiters-only profile to a signed-out visitor, another talent and an unverified client", async () => {
    const handle = handleOf("recruiters");
    expect(await sees(handle, null)).toBe("404");
    expect(await sees(handle, viewers["another talent"] ?? null)).toBe("404");
    expect(await sees(handle, viewers["unverified client"] ?? null)).toBe("404");
    expect(await sees(handle, viewers.client ?? null)).toBe("profile + résumé");
  });

  it("shows a hidden profile to its owner only, who is told it is theirs", async () => {
    const handle = handleOf("hidden");
    const owner = { kind: "talent" as const, id: ids[handle] as number, verified: true };
    expect(await sees(handle, viewers.client ?? null)).toBe("404");
    expect(await sees(handle, null)).toBe("404");
    expect(await sees(handle, owner)).toBe("profile + résumé");
    expect(await isProfileOwner(db(), handle.toUpperCase(), owner)).toBe(true);
    expect(await isProfileOwner(db(), handle, viewers["another talent"] ?? null)).toBe(false);
    expect(await isProfileOwner(db(), handle, { kind: "client", id: owner.id, verified: true })).toBe(false);
  });

  it("lists exactly the public profiles for the sitemap", async () => {
    const listed = (await listPublicProfileHandles(db())).map((row) => row.handle).sort();
    const expected = DEMO_TALENTS.filter((t) => t.visibility === "public")
      .map((t) => t.handle)
      .sort();
    expect(listed).toEqual(expected);
  });
});
