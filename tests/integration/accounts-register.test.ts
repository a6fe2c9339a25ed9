import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientRegister } from "@/app/api/client/register/route";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { clientAuthResponseSchema, talentAuthResponseSchema } from "@/lib/validation/accounts";

import { GOOD_PASSWORD, uniqueEmail } from "../support/accounts";
import { call, callProxy } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const talentForm = (fields: Record<string, string> = {}) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email: uniqueEmail(),
  password: GOOD_PASSWORD,
  ...fields,
});
const clientForm = (fields: Record<string, string> = {}) => ({ ...talentForm(), company_name: "Acme Ltd", ...fields });

describeOnEachDatabase("POST /api/talent/register and /api/client/register", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("creates a talent from multipart form data: 201 with the user and a token", async () => {
    const form = talentForm({ email: "  Ada.Talent@Example.com " });
    const { status, body, headers } = await call(talentRegister, { form });
    expect(status).toBe(201);
    expect(talentAuthResponseSchema.parse(body)).toBeTruthy();
    expect(body.data.user).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      full_name: "Ada Lovelace",
      email: "Ada.Talent@Example.com",
      type: "talent",
    });
    expect(Object.keys(body.data.user).sort()).toEqual([
      "email",
      "email_verified",
      "first_name",
      "full_name",
      "id",
      "last_name",
      "type",
      "uuid",
    ]);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("stores an argon2id hash with the agreed parameters, never the password", async () => {
    const email = uniqueEmail();
    await call(talentRegister, { form: talentForm({ email }) });
    const result = await db().execute<{ password_hash: string }>(
      sql`select password_hash from talents where email = ${email}`,
    );
    const hash = (result as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash ?? "";
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(GOOD_PASSWORD);
  });

  it("accepts JSON and url-encoded bodies too", async () => {
    expect((await call(talentRegister, { json: talentForm() })).status).toBe(201);
    const encoded = new URLSearchParams(talentForm()).toString();
    const response = await call(talentRegister, {
      body: encoded,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(201);
  });

  it("creates a client with the company fields", async () => {
    const form = clientForm({
      company_size: "11-50",
      phone: "+1 (555) 010-2030",
      website: "https://acme.example",
      hiring_for: "2",
    });
    const { status, body } = await call(clientRegister, { form });
    expect(status).toBe(201);
    expect(clientAuthResponseSchema.parse(body).data.user).toMatchObject({
      type: "client",
      company_name: "Acme Ltd",
      company_size: "11-50",
      hiring_for: 2,
      website: "https://acme.example",
    });
  });

  it.each([
    ["first_name", { first_name: "" }, "The first name field is required."],
    ["last_name", { last_name: "   " }, "The last name field is required."],
    ["email", { email: "" }, "The email field is required."],
    ["email", { email: "not-an-email" }, "The email must be a valid email address."],
    ["password", { password: "" }, "The password field is required."],
    ["password", { password: "short7!" }, "The password must be at least 8 characters."],
    ["password", { password: "x".repeat(129) }, "The password may not be greater than 128 characters."],
    ["password", { password: "password1" }, "This password is too common. Please choose a less common one."],
    ["password", { password: "TrustNo1" }, "This password is too common. Please choose a less common one."],
  ])("talent: rejects a bad %s with 422 (%j)", async (field, fields, message) => {
    const { status, body } = await call(talentRegister, { form: talentForm(fields) });
    expect(status).toBe(422);
    expect(body.message).toBe("The given data was invalid.");
    expect(body.errors[field]).toContain(message);
  });

  it("accepts a 128-character password and 8 characters counted as code points, without composition rules", async () => {
    expect((await call(talentRegister, { form: talentForm({ password: "k".repeat(127) + "z" }) })).status).toBe(201);
    expect((await call(talentRegister, { form: talentForm({ password: "🦊🦊🦊🦊🦊🦊🦊🦊" }) })).status).toBe(201);
    // 7 emoji are 14 UTF-16 units but only 7 characters.
    expect((await call(talentRegister, { form: talentForm({ password: "🦊🦊🦊🦊🦊🦊🦊" }) })).status).toBe(422);
  });

  it.each([
    ["company_name", { company_name: "" }, "The company name field is required."],
    ["hiring_for", { hiring_for: "4" }, "The hiring for may not be greater than 3."],
    ["hiring_for", { hiring_for: "design" }, "The hiring for must be a number."],
    ["website", { website: "javascript:alert(1)" }, "The website must be a valid http or https URL."],
    ["phone", { phone: "call me maybe" }, "The phone must be a valid phone number."],
  ])("client: rejects a bad %s with 422 (%j)", async (field, fields, message) => {
    const { status, body } = await call(clientRegister, { form: clientForm(fields) });
    expect(status).toBe(422);
    expect(body.errors[field]).toContain(message);
  });

  it("refuses a duplicate email of the same kind, whatever its case, with 422 errors.email", async () => {
    const email = uniqueEmail("dup");
    expect((await call(talentRegister, { form: talentForm({ email }) })).status).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email} `]) {
      const { status, body } = await call(talentRegister, { form: talentForm({ email: again }) });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ email: ["The email has already been taken."] });
    }
  });

  it("allows the same email once as a talent and once as a client", async () => {
    const email = uniqueEmail("both");
    expect((await call(talentRegister, { form: talentForm({ email }) })).status).toBe(201);
    expect((await call(clientRegister, { form: clientForm({ email: email.toUpperCase() }) })).status).toBe(201);
    expect((await call(clientRegister, { form: clientForm({ email }) })).status).toBe(422);
  });

  it("lets exactly one of several simultaneous registrations of one email through", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(talentRegister, { form: talentForm({ email }) })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(7);
  });

  it("requires the API key", async () => {
    expect((await call(talentRegister, { form: talentForm(), apiKey: null })).body).toEqual({
      message: "API key is missing",
    });
    const wrong = await call(clientRegister, { form: clientForm(), apiKey: "wrong" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid API key" });
  });

  it("answers 400 for an unreadable body, 413 for an oversized one, and 405 for GET", async () => {
    const broken = await call(talentRegister, { body: "{not json", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    const huge = await call(talentRegister, { json: talentForm({ first_name: "x".repeat(100_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large/);
    expect((await callProxy({ path: "/api/talent/register", method: "GET" })).status).toBe(405);
  });
});
