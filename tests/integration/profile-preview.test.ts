import { beforeAll, expect, it } from "vitest";

import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { previewAudience, previewOwnProfile } from "@/lib/server/profiles/profile-preview";

import { registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the talent's profile preview", ({ db }) => {
  let talentId: number;
  let token: string;

  const setVisibility = async (visibility: string) => {
    const { status } = await call(profileUpdate, { token, form: { headline: "Data engineer", visibility } });
    expect(status).toBe(200);
  };

  beforeAll(async () => {
    await seedReferenceData(db());
    const talent = await registeredTalent({ first_name: "Pia", last_name: "Preview" });
    talentId = talent.user.id;
    token = talent.token;
  });

  it.each([
    ["public", { visitor: true, recruiter: true }],
    ["recruiters", { visitor: false, recruiter: true }],
    ["hidden", { visitor: false, recruiter: false }],
  ] as const)("a %s profile is shown to %j as /profiles/{handle} would show it", async (visibility, shown) => {
    await setVisibility(visibility);
    for (const audience of ["visitor", "recruiter"] as const) {
      const preview = await previewOwnProfile(db(), talentId, audience);
      expect(preview.visibility).toBe(visibility);
      expect([audience, preview.profile !== null]).toEqual([audience, shown[audience]]);
      if (preview.profile) expect(preview.profile.headline).toBe("Data engineer");
    }
  });

  it("reads anything but `recruiter` as a visitor", () => {
    expect(previewAudience("recruiter")).toBe("recruiter");
    expect(previewAudience(["recruiter"])).toBe("visitor");
    expect(previewAudience(undefined)).toBe("visitor");
    expect(previewAudience("manager")).toBe("visitor");
  });
});
