import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogout } from "@/app/api/talent/logout/route";
import { POST as profileUpdate } from "@/app/api/talent/profile_update/route";
import { hashToken } from "@/lib/server/auth/tokens";
import { apiTokens, skills, storedFiles, talentProfiles } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { databaseFileStorage } from "@/lib/server/files/storage";
import { talentInfoResponseSchema } from "@/lib/validation/profile";

import { registeredClient, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { file, jpegBytes, padded, pdfBytes, pngBytes, webpBytes } from "../support/files";
import { describeOnEachDatabase } from "../support/test-db";

const MB = 1024 * 1024;

describeOnEachDatabase("POST /api/talent/profile_update", ({ db }) => {
  let skillIds: number[] = [];

  beforeAll(async () => {
    await seedReferenceData(db());
    const rows = await db()
      .insert(skills)
      .values([
        { name: "Test Skill Alpha", categoryId: 1 },
        { name: "Test Skill Beta", categoryId: 1 },
        { name: "Test Skill Gamma", categoryId: 2 },
      ])
      .returning({ id: skills.id });
    skillIds = rows.map((row) => row.id);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const filesOf = async (talentId: number) =>
    db()
      .select({ id: storedFiles.id, purpose: storedFiles.purpose })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, talentId));
  const profileOf = async (talentId: number) => {
    const [row] = await db().select().from(talentProfiles).where(eq(talentProfiles.talentId, talentId));
    return row;
  };

  it("updates every field and both files from a multipart form, and answers the user with its profile", async () => {
    const talent = await registeredTalent();
    const { status, body } = await call(profileUpdate, {
      token: talent.token,
      form: {
        first_name: "Linus",
        last_name: "Tor",
        headline: "Senior React developer",
        bio: "I build things.",
        location: "Berlin, Germany",
        timezone: "Europe/Berlin",
        hourly_rate: "85",
        years_experience: "9",
        availability: "full_time",
        category_id: "1",
        skills: [String(skillIds[0]), String(skillIds[1]), String(skillIds[0])],
        custom_skills: ["Remix", "tRPC"],
        job_interests: ["Frontend Developer"],
        industries: ["Fintech", "Healthcare"],
        linkedin_url: "https://www.linkedin.com/in/linus",
        github_url: "https://github.com/linus",
        portfolio_url: "http://linus.example",
        avatar: file(pngBytes(), "me.png", "image/png"),
        resume: file(pdfBytes(), "CV final.pdf", "application/pdf"),
      },
    });
    expect(status).toBe(200);
    const user = talentInfoResponseSchema.parse(body).data;
    expect(user).toMatchObject({ first_name: "Linus", last_name: "Tor", full_name: "Linus Tor", type: "talent" });
    expect(user.profile).toMatchObject({
      headline: "Senior React developer",
      timezone: "Europe/Berlin",
      hourly_rate: 85,
      years_experience: 9,
      availability: "full_time",
      category_id: 1,
      custom_skills: ["Remix", "tRPC"],
      job_interests: ["Frontend Developer"],
      industries: ["Fintech", "Healthcare"],
      portfolio_url: "http://linus.example",
    });
    expect(user.profile.skills.map((skill) => skill.name)).toEqual(["Test Skill Alpha", "Test Skill Beta"]);
    expect(user.profile.avatar_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(user.profile.resume_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const info = await call(talentInfo, { token: talent.token });
    expect(info.body.data).toEqual(user);
  });

  it("changes only the fields sent, accepts JSON, and accepts WebP and JPEG avatars", async () => {
    const talent = await registeredTalent();
    await call(profileUpdate, { token: talent.token, form: { headline: "First", bio: "Kept" } });
    const { body } = await call(profileUpdate, {
      token: talent.token,
      json: { headline: "Second", skills: [skillIds[2]] },
    });
    expect(body.data.profile).toMatchObject({ headline: "Second", bio: "Kept" });
    expect(body.data.profile.skills).toEqual([{ id: skillIds[2], name: "Test Skill Gamma", category_id: 2 }]);
    for (const avatar of [file(webpBytes(), "a.webp", "image/webp"), file(jpegBytes(), "a.JPEG", "image/jpeg")]) {
      expect((await call(profileUpdate, { token: talent.token, form: { avatar } })).status).toBe(200);
    }
    expect(
      (await call(profileUpdate, { token: talent.token, form: { avatar: file(pngBytes(), "blob", "") } })).status,
    ).toBe(200);
  });

  it.each([
    ["linkedin_url", { linkedin_url: "javascript:alert(1)" }],
    ["portfolio_url", { portfolio_url: "ftp://files.example/me" }],
    ["github_url", { github_url: "not a url" }],
    ["hourly_rate", { hourly_rate: "-5" }],
    ["hourly_rate", { hourly_rate: "ten" }],
    ["years_experience", { years_experience: "61" }],
    ["availability", { availability: "sometimes" }],
    ["category_id", { category_id: "4" }],
    ["timezone", { timezone: "Mars/Olympus_Mons" }],
    ["first_name", { first_name: "x".repeat(101) }],
    ["bio", { bio: "x".repeat(5001) }],
    ["skills.0", { skills: ["abc"] }],
    ["skills", { skills: ["999999"] }],
    ["custom_skills", { custom_skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) }],
    ["avatar", { avatar: "not a file" }],
  ])("rejects a bad %s with 422 and changes nothing", async (field, form) => {
    const talent = await registeredTalent();
    const before = await profileOf(talent.user.id);
    const { status, body } = await call(profileUpdate, {
      token: talent.token,
      form: { headline: "Should not stick", ...form },
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await profileOf(talent.user.id)).toEqual(before);
  });

  describe("authentication", () => {
    it("requires the API key and a live talent token", async () => {
      const talent = await registeredTalent();
      const client = await registeredClient();
      const expired = (await registeredTalent()).token;
      await db()
        .update(apiTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(apiTokens.tokenHash, hashToken(expired)));
      const revoked = (await registeredTalent()).token;
      await call(talentLogout, { token: revoked });
      const form = { headline: "x" };
      expect((await call(profileUpdate, { token: talent.token, form, apiKey: null })).body).toEqual({
        message: "API key is missing",
      });
      expect((await call(profileUpdate, { token: talent.token, form, apiKey: "nope" })).body).toEqual({
        message: "Invalid API key",
      });
      for (const token of [undefined, client.token, expired, revoked]) {
        expect((await call(profileUpdate, { token, form })).status).toBe(401);
      }
    });
  });

  describe("uploads", () => {
    it.each([
      ["a PHP script named .jpg.php", file(jpegBytes(), "shell.jpg.php", "image/jpeg")],
      ["a JPEG named .php.jpg", file(jpegBytes(), "shell.php.jpg", "image/jpeg")],
      ["PNG bytes declared as JPEG", file(pngBytes(), "a.jpg", "image/jpeg")],
      ["text declared as PNG", file(Buffer.from("hello, I am text"), "a.png", "image/png")],
      [
        "an SVG",
        file(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "a.svg",
          "image/svg+xml",
        ),
      ],
      ["a JPEG carrying PHP", file(jpegBytes("<?php system($_GET['c']); ?>"), "a.jpg", "image/jpeg")],
      ["a JPEG carrying a script tag", file(jpegBytes("<SCRIPT>alert(1)</SCRIPT>"), "a.jpg", "image/jpeg")],
      ["a PDF as avatar", file(pdfBytes(), "a.pdf", "application/pdf")],
    ])("refuses %s as avatar with 415", async (_, avatar) => {
      const talent = await registeredTalent();
      const { status, body } = await call(profileUpdate, { token: talent.token, form: { avatar } });
      expect(status).toBe(415);
      expect(body).toEqual({
        message: "The avatar must be a PNG, JPEG or WebP image.",
        errors: { avatar: ["The avatar must be a PNG, JPEG or WebP image."] },
      });
      expect(await filesOf(talent.user.id)).toEqual([]);
    });

    it.each([
      ["a PDF header without a document", file(Buffer.from("%PDF-1.7 just kidding"), "cv.pdf", "application/pdf")],
      ["a PNG named .pdf", file(pngBytes(), "cv.pdf", "application/pdf")],
      [
        "a PDF with JavaScript",
        file(pdfBytes("3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj"), "cv.pdf", "application/pdf"),
      ],
      [
        "a PDF whose JavaScript names are escaped",
        file(pdfBytes("3 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj"), "cv.pdf", "application/pdf"),
      ],
      ["a PDF with an HTML script", file(pdfBytes("% <script>alert(1)</script>"), "cv.pdf", "application/pdf")],
      ["a PDF named .html", file(pdfBytes(), "cv.html", "application/pdf")],
    ])("refuses %s as resume with 415", async (_, resume) => {
      const talent = await registeredTalent();
      const { status, body } = await call(profileUpdate, { token: talent.token, form: { resume } });
      expect(status).toBe(415);
      expect(body.message).toBe("The resume must be a PDF document.");
    });

    it("refuses files over their limit with 413 and accepts them at the limit", async () => {
      const talent = await registeredTalent();
      const atLimit = file(padded(jpegBytes(), 2 * MB), "big.jpg", "image/jpeg");
      expect((await call(profileUpdate, { token: talent.token, form: { avatar: atLimit } })).status).toBe(200);
      const tooBig = file(padded(jpegBytes(), 2 * MB + 1), "big.jpg", "image/jpeg");
      const answer = await call(profileUpdate, { token: talent.token, form: { avatar: tooBig } });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe("The avatar may not be greater than 2 MB.");
      const bigPdf = file(pdfBytes(`%${"x".repeat(5 * MB)}`), "cv.pdf", "application/pdf");
      const resume = await call(profileUpdate, { token: talent.token, form: { resume: bigPdf } });
      expect(resume.status).toBe(413);
      expect(resume.body.message).toBe("The resume may not be greater than 5 MB.");
    });

    it("answers 413 from Content-Length alone, before reading the body", async () => {
      const talent = await registeredTalent();
      let pulled = 0;
      const body = new ReadableStream({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
      const answer = await call(profileUpdate, {
        token: talent.token,
        body,
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(100 * MB) },
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe("The request body is too large: at most 7.5 MB is accepted.");
      expect(pulled).toBeLessThanOrEqual(1);
    });

    it("stops reading an endless body without Content-Length past the overall cap (413)", async () => {
      const talent = await registeredTalent();
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      });
      const answer = await call(profileUpdate, {
        token: talent.token,
        body: endless,
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(answer.status).toBe(413);
      expect(sent).toBeLessThan(9 * MB);
      expect(await filesOf(talent.user.id)).toEqual([]);
    });

    it("leaves no row and no file behind when one file of two is refused", async () => {
      const talent = await registeredTalent();
      const before = await profileOf(talent.user.id);
      const answer = await call(profileUpdate, {
        token: talent.token,
        form: {
          headline: "Half done?",
          avatar: file(pngBytes(), "a.png", "image/png"),
          resume: file(pngBytes(), "cv.pdf", "application/pdf"),
        },
      });
      expect(answer.status).toBe(415);
      expect(await filesOf(talent.user.id)).toEqual([]);
      expect(await profileOf(talent.user.id)).toEqual(before);
    });

    it("rolls back the files and the profile when the transaction fails part-way", async () => {
      const talent = await registeredTalent();
      const first = await call(profileUpdate, {
        token: talent.token,
        form: { headline: "Before", avatar: file(pngBytes(), "a.png", "image/png") },
      });
      const filesBefore = await filesOf(talent.user.id);
      const before = await profileOf(talent.user.id);
      vi.spyOn(databaseFileStorage, "remove").mockRejectedValueOnce(new Error("storage outage"));
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const answer = await call(profileUpdate, {
        token: talent.token,
        form: {
          headline: "After",
          avatar: file(jpegBytes(), "b.jpg", "image/jpeg"),
          resume: file(pdfBytes(), "cv.pdf", "application/pdf"),
        },
      });
      expect(answer.status).toBe(500);
      expect(await filesOf(talent.user.id)).toEqual(filesBefore);
      expect(await profileOf(talent.user.id)).toEqual(before);
      expect(first.body.data.profile.headline).toBe("Before");
    });

    it("deletes the replaced file", async () => {
      const talent = await registeredTalent();
      const first = await call(profileUpdate, {
        token: talent.token,
        form: { avatar: file(pngBytes(), "a.png", "image/png") },
      });
      const second = await call(profileUpdate, {
        token: talent.token,
        form: { avatar: file(jpegBytes(), "b.jpg", "image/jpeg") },
      });
      const files = await filesOf(talent.user.id);
      expect(files).toHaveLength(1);
      expect(second.body.data.profile.avatar_url).toBe(`/api/files/${files[0]?.id}`);
      expect(first.body.data.profile.avatar_url).not.toBe(second.body.data.profile.avatar_url);
    });
  });

  it("ends 20 simultaneous updates of one account with every field from one request and no orphaned file", async () => {
    const talent = await registeredTalent();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(profileUpdate, {
          token: talent.token,
          form: {
            first_name: `Name${i}`,
            headline: `Headline ${i}`,
            bio: `Bio ${i}`,
            hourly_rate: String(50 + i),
            custom_skills: [`Skill ${i}`],
            avatar: file(i % 2 ? pngBytes() : jpegBytes(`request ${i}`), i % 2 ? "a.png" : "a.jpg", ""),
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const { body } = await call(talentInfo, { token: talent.token });
    const i = Number(body.data.profile.hourly_rate) - 50;
    expect(body.data.first_name).toBe(`Name${i}`);
    expect(body.data.profile).toMatchObject({
      headline: `Headline ${i}`,
      bio: `Bio ${i}`,
      custom_skills: [`Skill ${i}`],
    });
    const files = await filesOf(talent.user.id);
    expect(files).toHaveLength(1);
    expect(body.data.profile.avatar_url).toBe(`/api/files/${files[0]?.id}`);
    const [orphans] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(storedFiles)
      .where(
        sql`${storedFiles.id} not in (select avatar_file_id from talent_profiles where avatar_file_id is not null union select resume_file_id from talent_profiles where resume_file_id is not null)`,
      );
    expect(orphans?.n).toBe(0);
  });
});
