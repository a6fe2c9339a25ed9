import { beforeAll, describe, expect, it } from "vitest";

import { POST as clientLogout } from "@/app/api/client/logout/route";
import { GET as publicProfile } from "@/app/api/profiles/[handle]/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { profileForViewer } from "@/lib/server/profiles/public-profile";
import { publicProfileResponseSchema } from "@/lib/validation/profile";

import { registeredClient, registeredManager, registeredTalent, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { file, pdfBytes, pngBytes } from "../support/files";
import { describeOnEachDatabase } from "../support/test-db";

type Viewer = "signed out" | "owner" | "other talent" | "unverified client" | "client" | "manager";
const VIEWERS: Viewer[] = ["signed out", "owner", "other talent", "unverified client", "client", "manager"];

// Who sees the profile, and who of those also gets its résumé: "client" is a recruiter whose email is verified.
const EXPECTED: Record<string, { sees: Viewer[]; resume: Viewer[] }> = {
  public: { sees: VIEWERS, resume: ["owner", "client", "manager"] },
  recruiters: { sees: ["owner", "client", "manager"], resume: ["owner", "client", "manager"] },
  hidden: { sees: ["owner"], resume: ["owner"] },
};

describeOnEachDatabase("GET /api/profiles/{handle}", ({ db }) => {
  const tokens = {} as Record<Viewer, string | undefined>;
  let owner: Awaited<ReturnType<typeof registeredTalent>>;
  let handle: string;

  beforeAll(async () => {
    await seedReferenceData(db());
    owner = await registeredTalent({ first_name: "Vera", last_name: "Visible" });
    const { body } = await call(profileUpdate, {
      token: owner.token,
      form: {
        headline: "Data engineer",
        avatar: file(pngBytes(), "a.png", ""),
        resume: file(pdfBytes(), "cv.pdf", ""),
      },
    });
    handle = body.data.profile.handle;
    tokens["signed out"] = undefined;
    tokens.owner = owner.token;
    tokens["other talent"] = (await registeredTalent()).token;
    tokens["unverified client"] = (await registeredClient()).token;
    tokens.client = (await verifiedClient()).token;
    tokens.manager = (await registeredManager(db())).token;
  });

  const view = (token: string | undefined, path = handle) => call(publicProfile, { token, params: { handle: path } });

  describe.each(Object.entries(EXPECTED))("a %s profile", (visibility, expected) => {
    beforeAll(async () => {
      expect((await call(profileUpdate, { token: owner.token, form: { visibility } })).status).toBe(200);
    });

    it.each(VIEWERS)("as seen by: %s", async (viewer) => {
      const { status, body } = await view(tokens[viewer]);
      if (!expected.sees.includes(viewer)) {
        expect(status).toBe(404);
        expect(body).toEqual({ message: "Profile not found." });
        return;
      }
      expect(status).toBe(200);
      const profile = publicProfileResponseSchema.parse(body).data;
      expect(profile).toMatchObject({ handle, full_name: "Vera Visible", headline: "Data engineer", visibility });
      expect(profile.avatar_url).toMatch(/^\/api\/files\//);
      expect(JSON.stringify(body)).not.toContain(owner.email);
      expect(body.data).not.toHaveProperty("email");
      expect(body.data).not.toHaveProperty("completeness");
      if (expected.resume.includes(viewer)) expect(profile.resume_url).toMatch(/^\/api\/files\//);
      else expect(profile.resume_url).toBeNull();
    });
  });

  it("finds the handle case-insensitively, and treats a dead token as signed out", async () => {
    await call(profileUpdate, { token: owner.token, form: { visibility: "public" } });
    expect((await view(undefined, handle.toUpperCase())).status).toBe(200);
    expect((await view("x".repeat(43))).body.data.resume_url).toBeNull();
    const revoked = (await verifiedClient()).token;
    expect((await view(revoked)).body.data.resume_url).toMatch(/^\/api\/files\//);
    await call(clientLogout, { token: revoked });
    expect((await view(revoked)).body.data.resume_url).toBeNull();
  });

  it("answers 404 JSON for unknown, malformed and reserved handles, and 401 without the API key", async () => {
    for (const path of ["no-such-handle", "a", "x".repeat(500), "admin", "../etc", "a\u0000b", "%00"]) {
      const { status, body } = await view(tokens.client, path);
      expect(status, path).toBe(404);
      expect(body.message).toBe("Profile not found.");
    }
    expect((await call(publicProfile, { apiKey: null, params: { handle } })).status).toBe(401);
  });

  it("gives the server page the same answer through profileForViewer", async () => {
    await call(profileUpdate, { token: owner.token, form: { visibility: "hidden" } });
    expect(await profileForViewer(db(), handle, null)).toBeNull();
    expect(await profileForViewer(db(), handle, { kind: "client", id: 1, verified: true })).toBeNull();
    expect(
      (await profileForViewer(db(), handle, { kind: "talent", id: owner.user.id, verified: false }))?.resume_url,
    ).toMatch(/^\/api\/files\//);
  });
});
