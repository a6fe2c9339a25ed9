import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as shortlistGet } from "@/app/api/client/shortlists/[id]/route";
import { PUT as shortlistPut } from "@/app/api/client/shortlists/[id]/talent/[talent_id]/route";
import { POST as shortlistPost } from "@/app/api/client/shortlists/route";
import { GET as directory } from "@/app/api/client/talent/route";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { GET as publicProfile } from "@/app/api/profiles/[handle]/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import sitemap from "@/app/sitemap";
import { profilePath } from "@/lib/profiles/profile-path";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { reinstateAccount, suspendAccount } from "@/lib/server/manage/account-suspension";
import { profileForViewer } from "@/lib/server/profiles/public-profile";

import { registeredClient, registeredManager, verifiedClient, verifyEmailOf } from "../support/accounts";
import { call } from "../support/api-client";
import { directoryTalent, setVisibility, uniqueWord } from "../support/directory-fixtures";
import { file, pdfBytes } from "../support/files";
import { describeOnEachDatabase } from "../support/test-db";

type Person = { token: string; user: { id: number } };

const view = (handle: string, token?: string) => call(publicProfile, { token, params: { handle } });

const resumeStatus = async (url: string, token: string) => {
  const id = url.split("/").at(-1) as string;
  const request = new NextRequest(`http://localhost${url}`, { headers: { authorization: `Bearer ${token}` } });
  return (await getFile(request, { params: Promise.resolve({ id }) })).status;
};

const searchIds = async (token: string, word: string) => {
  const { status, body } = await call(directory, { token, path: `/api/client/talent?q=${word}` });
  expect(status).toBe(200);
  return (body.data as { id: number }[]).map((talent) => talent.id).sort();
};

const sitemapHas = async (handle: string) => (await sitemap()).some((entry) => entry.url.endsWith(profilePath(handle)));

/** A vetted talent, found by `word`, with a résumé on the profile. */
async function talentWithResume(
  db: Parameters<typeof directoryTalent>[0],
  word: string,
  visibility: "public" | "recruiters",
) {
  const talent = await directoryTalent(db, { bio: word, visibility });
  const { status, body } = await call(profileUpdate, {
    token: talent.token,
    form: { resume: file(pdfBytes(), "cv.pdf", "application/pdf") },
  });
  expect(status).toBe(200);
  return { ...talent, resumeUrl: body.data.profile.resume_url as string };
}

async function newShortlist(client: Person) {
  const { status, body } = await call(shortlistPost, { token: client.token, json: { name: uniqueWord() } });
  expect(status).toBe(201);
  return body.data.id as number;
}

const putOnShortlist = (client: Person, list: number, talentId: number) =>
  call(shortlistPut, { method: "PUT", token: client.token, params: { id: String(list), talent_id: String(talentId) } });

const shortlisted = async (client: Person, list: number) => {
  const { body } = await call(shortlistGet, { token: client.token, params: { id: String(list) } });
  return { count: body.data.talent_count as number, ids: (body.data.talent as { id: number }[]).map((t) => t.id) };
};

describeOnEachDatabase("who sees a talent's profile", ({ db }) => {
  let recruiter: Person;
  let manager: Person;

  beforeAll(async () => {
    await seedReferenceData(db());
    recruiter = await verifiedClient();
    manager = await registeredManager(db());
  });

  describe("a suspended talent", () => {
    it("answers the profile API, the page, the sitemap and the résumé as a hidden profile, until reinstated", async () => {
      const word = uniqueWord();
      const talent = await talentWithResume(db(), word, "public");
      const hidden = await talentWithResume(db(), uniqueWord(), "public");
      await setVisibility(db(), hidden.id, "hidden");
      const list = await newShortlist(recruiter);
      expect((await putOnShortlist(recruiter, list, talent.id)).status).toBe(200);
      expect((await view(talent.handle)).status).toBe(200);
      expect(await sitemapHas(talent.handle)).toBe(true);
      expect(await resumeStatus(talent.resumeUrl, recruiter.token)).toBe(200);

      await suspendAccount(db(), manager.user.id, { kind: "talent", id: talent.id }, "Fake identity");
      const hiddenAnswer = await view(hidden.handle, recruiter.token);
      expect(hiddenAnswer.status).toBe(404);
      for (const token of [undefined, recruiter.token, manager.token]) {
        const answer = await view(talent.handle, token);
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: hiddenAnswer.body });
      }
      const asRecruiter = { kind: "client" as const, id: recruiter.user.id, verified: true };
      expect(await profileForViewer(db(), talent.handle, asRecruiter)).toBeNull();
      expect(await profileForViewer(db(), talent.handle, null)).toBeNull();
      expect(await sitemapHas(talent.handle)).toBe(false);
      expect(await resumeStatus(talent.resumeUrl, recruiter.token)).toBe(404);
      expect(await resumeStatus(talent.resumeUrl, manager.token)).toBe(404);
      expect(await resumeStatus(hidden.resumeUrl, recruiter.token)).toBe(404);
      expect(await searchIds(recruiter.token, word)).toEqual([]);
      expect(await shortlisted(recruiter, list)).toEqual({ count: 0, ids: [] });
      expect((await putOnShortlist(recruiter, list, talent.id)).status).toBe(404);

      await reinstateAccount(db(), manager.user.id, { kind: "talent", id: talent.id });
      expect((await view(talent.handle)).status).toBe(200);
      expect((await view(talent.handle, recruiter.token)).body.data.resume_url).toBe(talent.resumeUrl);
      expect(await sitemapHas(talent.handle)).toBe(true);
      expect(await resumeStatus(talent.resumeUrl, recruiter.token)).toBe(200);
      expect(await searchIds(recruiter.token, word)).toEqual([talent.id]);
      expect(await shortlisted(recruiter, list)).toEqual({ count: 1, ids: [talent.id] });
    });

    it("hides a recruiters-only profile of a suspended talent from recruiters and managers too", async () => {
      const talent = await talentWithResume(db(), uniqueWord(), "recruiters");
      await suspendAccount(db(), manager.user.id, { kind: "talent", id: talent.id }, "Spam");
      for (const token of [recruiter.token, manager.token]) {
        expect((await view(talent.handle, token)).status).toBe(404);
        expect(await resumeStatus(talent.resumeUrl, token)).toBe(404);
      }
    });
  });

  describe("a recruiter whose email is not verified", () => {
    it("sees public profiles without their résumé, and no recruiters-only profile, until verified", async () => {
      const word = uniqueWord();
      const open = await talentWithResume(db(), word, "public");
      const reserved = await talentWithResume(db(), word, "recruiters");
      const unverified = await registeredClient();

      const shown = await view(open.handle, unverified.token);
      expect(shown.status).toBe(200);
      expect(shown.body.data.resume_url).toBeNull();
      expect(await resumeStatus(open.resumeUrl, unverified.token)).toBe(404);
      expect((await view(reserved.handle, unverified.token)).status).toBe(404);
      expect(await resumeStatus(reserved.resumeUrl, unverified.token)).toBe(404);
      const viewer = { kind: "client" as const, id: unverified.user.id, verified: false };
      expect(await profileForViewer(db(), reserved.handle, viewer)).toBeNull();

      await verifyEmailOf("client", unverified.user.id);
      expect((await view(open.handle, unverified.token)).body.data.resume_url).toBe(open.resumeUrl);
      expect((await view(reserved.handle, unverified.token)).status).toBe(200);
      expect(await resumeStatus(reserved.resumeUrl, unverified.token)).toBe(200);
    });

    it("finds only public talent in the directory and its shortlists, until verified", async () => {
      const word = uniqueWord();
      const open = await directoryTalent(db(), { bio: word, visibility: "public" });
      const reserved = await directoryTalent(db(), { bio: word, visibility: "recruiters" });
      const unverified = await registeredClient();
      const list = await newShortlist(unverified);

      expect(await searchIds(unverified.token, word)).toEqual([open.id]);
      expect((await putOnShortlist(unverified, list, reserved.id)).status).toBe(404);
      expect((await putOnShortlist(unverified, list, open.id)).status).toBe(200);

      await verifyEmailOf("client", unverified.user.id);
      expect(await searchIds(unverified.token, word)).toEqual([open.id, reserved.id].sort());
      expect((await putOnShortlist(unverified, list, reserved.id)).status).toBe(200);
      expect((await shortlisted(unverified, list)).count).toBe(2);
    });
  });
});
