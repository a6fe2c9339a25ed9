import Ajv from "ajv";
import { describe, expect, it } from "vitest";

import { openApiDocument } from "@/app/api/openapi.json/operations";
import { clientRegisterRequestSchema, talentRegisterRequestSchema } from "@/lib/validation/accounts";
import { createJobSchema } from "@/lib/validation/client-jobs";
import { companyUpdateSchema } from "@/lib/validation/company";
import { talentSearchQuerySchema } from "@/lib/validation/directory";
import { jobsQuerySchema } from "@/lib/validation/jobs";
import { profileUpdateFieldsSchema } from "@/lib/validation/profile";
import type { z } from "@/lib/validation/zod";

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; anyOf?: Schema[] };
type Operation = {
  description?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; schema: Schema }[];
};

const doc = openApiDocument() as unknown as {
  info: { license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
};
// Formats are checked by their patterns and enums here; ajv 6 would guess "email" its own way.
const ajv = new Ajv({ format: false });

const bodyProperty = (method: string, route: string, name: string): Schema => {
  const content = doc.paths[route]![method]!.requestBody!.content;
  return Object.values(content)[0]!.schema.properties![name]!;
};
const queryParameter = (route: string, name: string): Schema =>
  doc.paths[route]!.get!.parameters!.find((parameter) => parameter.name === name)!.schema;

/** The document's schema for one field, and the server's: each value must get the same verdict from both. */
function expectSameVerdicts(
  documented: Schema,
  server: z.ZodType,
  field: string,
  { accepted, refused }: { accepted: unknown[]; refused: unknown[] },
  base: Record<string, unknown> = {},
) {
  const validate = ajv.compile(documented);
  const serverAccepts = (value: unknown) => {
    const result = server.safeParse({ ...base, [field]: value });
    return result.success || !result.error.issues.some((issue) => issue.path[0] === field);
  };
  for (const value of accepted) {
    expect(validate(value), `the document accepts ${field} ${JSON.stringify(value)}`).toBe(true);
    expect(serverAccepts(value), `the server accepts ${field} ${JSON.stringify(value)}`).toBe(true);
  }
  for (const value of refused) {
    expect(validate(value), `the document refuses ${field} ${JSON.stringify(value)}`).toBe(false);
    expect(serverAccepts(value), `the server refuses ${field} ${JSON.stringify(value)}`).toBe(false);
  }
}

describe("the OpenAPI document's formats, from the schemas the server parses with", () => {
  it("email: a valid address, at most 254 characters", () => {
    expectSameVerdicts(bodyProperty("post", "/api/talent/register", "email"), talentRegisterRequestSchema, "email", {
      accepted: ["ada@example.com", "first.last+tag@mail.example.org"],
      refused: ["", "not-an-email", "ada@", "ada@example", `${"a".repeat(250)}@example.com`, 42],
    });
  });

  it("password: 8 to 128 characters, counted as characters", () => {
    expectSameVerdicts(
      bodyProperty("post", "/api/talent/register", "password"),
      talentRegisterRequestSchema,
      "password",
      { accepted: ["violet-harbour-42", "ü".repeat(8), "x".repeat(128)], refused: ["", "short7!", "x".repeat(129)] },
    );
  });

  it("country: an ISO 3166-1 alpha-2 code", () => {
    expectSameVerdicts(
      bodyProperty("post", "/api/talent/profile_update", "country"),
      profileUpdateFieldsSchema,
      "country",
      {
        accepted: ["DE", "NG", "BR", null],
        refused: ["XX", "D", "DEU", "Germany", 49],
      },
    );
    expectSameVerdicts(queryParameter("/api/jobs", "eligible_country"), jobsQuerySchema, "eligible_country", {
      accepted: ["NG"],
      refused: ["ZZ", "N"],
    });
    expectSameVerdicts(queryParameter("/api/client/talent", "country"), talentSearchQuerySchema, "country", {
      accepted: ["PT"],
      refused: ["QQ"],
    });
  });

  it("time zone: an IANA zone, every listed one accepted by the server", () => {
    const documented = bodyProperty("post", "/api/talent/profile_update", "timezone");
    expectSameVerdicts(documented, profileUpdateFieldsSchema, "timezone", {
      accepted: ["Europe/Berlin", "America/Sao_Paulo", "UTC"],
      refused: ["Mars/Olympus", "Europe/Nowhere", "+05:30", "x".repeat(65), 1],
    });
    expectSameVerdicts(bodyProperty("post", "/api/client/company", "timezone"), companyUpdateSchema, "timezone", {
      accepted: ["Asia/Tokyo"],
      refused: ["Moon/Base"],
    });
    const listed = documented.anyOf!.find((branch) => branch.enum)!.enum as string[];
    expect(listed.length).toBeGreaterThan(300);
    for (const zone of listed) expect(profileUpdateFieldsSchema.safeParse({ timezone: zone }).success, zone).toBe(true);
  });

  it("URLs: http or https only", () => {
    expectSameVerdicts(
      bodyProperty("post", "/api/client/register", "website"),
      clientRegisterRequestSchema,
      "website",
      {
        accepted: ["https://example.com", "http://example.com/jobs"],
        refused: ["javascript:alert(1)", "ftp://example.com", `https://example.com/${"a".repeat(2048)}`],
      },
    );
  });

  it("a job's description: at least 30 characters", () => {
    const job = {
      title: "Engineer",
      category_id: 1,
      skills: [],
      job_type: "hourly",
      experience_level: "mid",
      rate_min: 10,
      rate_max: 20,
      currency: "USD",
    };
    expectSameVerdicts(
      bodyProperty("post", "/api/client/jobs", "description"),
      createJobSchema,
      "description",
      { accepted: ["A description long enough to pass."], refused: ["Too short.", "x".repeat(20_001)] },
      job,
    );
  });

  it("says the rules that tie fields together, and under which license", () => {
    const createJob = doc.paths["/api/client/jobs"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(createJob.description).toMatch(/rate_min may not be greater than rate_max/);
    expect(doc.paths["/api/jobs"]!.get!.description).toMatch(/rate_min may not be greater than rate_max/);
    expect(doc.paths["/api/client/talent"]!.get!.description).toMatch(/rate_min may not be greater than rate_max/);
    const profile = doc.paths["/api/talent/profile_update"]!.post!.requestBody!.content["multipart/form-data"]!.schema;
    expect(profile.description).toMatch(/work_start and work_end are set or cleared together/);
    expect(profile.properties!.work_hours).toBeDefined();
    expect(doc.info.license?.name).toBeTruthy();
  });
});
