import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";

import { GET as getFile } from "@/app/api/files/[id]/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredManager, registeredTalent, verifiedClient } from "../support/accounts";
import { call, callProxy } from "../support/api-client";
import { file, pdfBytes, pdfWithCompressedJavaScript, pngBytes } from "../support/files";
import { describeOnEachDatabase } from "../support/test-db";

const fetchFile = async (url: string, token?: string) => {
  const id = url.split("/").at(-1) as string;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await getFile(new NextRequest(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ id }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describeOnEachDatabase("GET /api/files/{id}", ({ db }) => {
  let owner: Awaited<ReturnType<typeof registeredTalent>>;
  let avatarUrl: string;
  let resumeUrl: string;

  beforeAll(async () => {
    await seedReferenceData(db());
    owner = await registeredTalent();
    const { body } = await call(profileUpdate, {
      token: owner.token,
      form: {
        avatar: file(pngBytes(), "../../etc/passwd.png", "image/png"),
        resume: file(pdfBytes(), "my cv.pdf", "application/pdf"),
      },
    });
    avatarUrl = body.data.profile.avatar_url;
    resumeUrl = body.data.profile.resume_url;
  });

  it("serves an avatar to anyone, with its detected type, nosniff and a generated name", async () => {
    const { response, bytes } = await fetchFile(avatarUrl);
    expect(response.status).toBe(200);
    expect(bytes.equals(pngBytes())).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="avatar-[0-9a-f]{8}\.png"$/);
    expect(response.headers.get("content-disposition")).not.toContain("passwd");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("serves a résumé to its owner (and to recruiters, below) only, as an attachment", async () => {
    const { response, bytes } = await fetchFile(resumeUrl, owner.token);
    expect(response.status).toBe(200);
    expect(bytes.equals(pdfBytes())).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="resume-[0-9a-f]{8}\.pdf"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const anonymous = await fetchFile(resumeUrl);
    expect(anonymous.response.status).toBe(401);
    const otherTalent = await registeredTalent();
    const stranger = await fetchFile(resumeUrl, otherTalent.token);
    expect(stranger.response.status).toBe(404);
    expect(JSON.parse(stranger.bytes.toString())).toEqual({ message: "File not found." });
  });

  it("serves even a résumé whose JavaScript no scan can see only as a sandboxed attachment", async () => {
    const talent = await registeredTalent();
    const upload = await call(profileUpdate, {
      token: talent.token,
      form: { resume: file(pdfWithCompressedJavaScript(), "cv.pdf", "application/pdf") },
    });
    expect(upload.status).toBe(200);
    const recruiter = await verifiedClient();
    for (const token of [talent.token, recruiter.token]) {
      const { response } = await fetchFile(upload.body.data.profile.resume_url, token);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(response.headers.get("content-security-policy")).toMatch(/(^|; )sandbox($|;)/);
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("serves a résumé to signed-in clients and managers while the profile is not hidden", async () => {
    const client = await verifiedClient();
    const manager = await registeredManager(db());
    for (const token of [client.token, manager.token]) {
      expect((await fetchFile(resumeUrl, token)).response.status).toBe(200);
    }
    await call(profileUpdate, { token: owner.token, form: { visibility: "hidden" } });
    for (const token of [client.token, manager.token]) {
      expect((await fetchFile(resumeUrl, token)).response.status).toBe(404);
    }
    expect((await fetchFile(resumeUrl, owner.token)).response.status).toBe(200);
  });

  it("answers 404 JSON for unknown or malformed ids and 405 for other methods", async () => {
    for (const url of [
      "/api/files/00000000-0000-4000-8000-000000000000",
      "/api/files/../../etc/passwd",
      "/api/files/1",
    ]) {
      const { response, bytes } = await fetchFile(url);
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString())).toEqual({ message: "File not found." });
    }
    expect((await callProxy({ path: "/api/files/x", method: "POST", apiKey: null })).status).toBe(405);
  });
});
