import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";

import { operations as applicationNotesOperations } from "@/app/api/client/applications/[id]/notes/openapi";
import { POST as addNote } from "@/app/api/client/applications/[id]/notes/route";
import { operations as applicationStageOperations } from "@/app/api/client/applications/[id]/stage/openapi";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { operations as companyOperations } from "@/app/api/client/company/openapi";
import { POST as companyPost } from "@/app/api/client/company/route";
import { operations as jobApplicationsOperations } from "@/app/api/client/jobs/[id]/applications/openapi";
import { GET as jobApplications } from "@/app/api/client/jobs/[id]/applications/route";
import { operations as jobOperations } from "@/app/api/client/jobs/[id]/openapi";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import { operations as jobsOperations } from "@/app/api/client/jobs/openapi";
import { POST as createJob } from "@/app/api/client/jobs/route";
import { operations as withdrawOperations } from "@/app/api/talent/applications/[id]/withdraw/openapi";
import { POST as withdraw } from "@/app/api/talent/applications/[id]/withdraw/route";
import { operations as applicationsOperations } from "@/app/api/talent/applications/openapi";
import { POST as apply } from "@/app/api/talent/applications/route";
import { operations as savedJobOperations } from "@/app/api/talent/saved-jobs/[slug]/openapi";
import { PUT as save, DELETE as unsave } from "@/app/api/talent/saved-jobs/[slug]/route";
import { operations as savedJobsOperations } from "@/app/api/talent/saved-jobs/openapi";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { weirdBody, weirdSegment } from "../reliability/support/malformed";
import { registeredClient } from "../support/accounts";
import { API_KEY } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

// The hiring loop's calls, in the order the fuzzing has always sent them.
const hiringOperations = [
  ...companyOperations,
  ...jobsOperations,
  ...jobOperations,
  ...jobApplicationsOperations,
  ...applicationStageOperations,
  ...applicationNotesOperations,
  ...applicationsOperations,
  ...withdrawOperations,
  ...savedJobsOperations,
  ...savedJobOperations,
];

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const HANDLERS: Record<string, { handler: Handler; token: "talent" | "client" }> = {
  "post /api/client/company": { handler: companyPost, token: "client" },
  "post /api/client/jobs": { handler: createJob, token: "client" },
  "patch /api/client/jobs/{id}": { handler: patchJob, token: "client" },
  "get /api/client/jobs/{id}/applications": { handler: jobApplications, token: "client" },
  "post /api/client/applications/{id}/stage": { handler: moveStage, token: "client" },
  "post /api/client/applications/{id}/notes": { handler: addNote, token: "client" },
  "post /api/talent/applications": { handler: apply, token: "talent" },
  "post /api/talent/applications/{id}/withdraw": { handler: withdraw, token: "talent" },
  "put /api/talent/saved-jobs/{slug}": { handler: save, token: "talent" },
  "delete /api/talent/saved-jobs/{slug}": { handler: unsave, token: "talent" },
};

// Next.js hands routes decoded params; a segment that does not decode is answered 400 by the proxy before them.
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).slice(0, 500);
  } catch {
    return segment;
  }
};

const keysOf = (schema: unknown) =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

describeOnEachDatabase("malformed input to the hiring calls", ({ db }) => {
  let tokens: Record<"talent" | "client", string>;
  let realIds: string[];

  beforeAll(async () => {
    await seedReferenceData(db());
    const client = await registeredClient();
    const talent = await completeTalent(db());
    const job = await postedJob(client.token);
    tokens = { client: client.token, talent: talent.token };
    realIds = [String(job.id), job.slug];
  });

  it("answers every malformed request with a 4xx JSON message, never a 5xx", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of hiringOperations) {
      const target = HANDLERS[`${op.method} ${op.path}`];
      if (!target) continue;
      const segment = fc.oneof(weirdSegment.map(decoded), fc.constantFrom(...realIds));
      const samples = fc.sample(fc.record({ body: weirdBody(keysOf(op.body?.schema)), id: segment }), {
        numRuns: 25,
        seed: 42,
      });
      for (const sample of samples) {
        const headers = new Headers({ "x-api-key": API_KEY, authorization: `Bearer ${tokens[target.token]}` });
        if (sample.body.contentType) headers.set("content-type", sample.body.contentType);
        const request = new NextRequest("http://localhost/api/fuzz", {
          method: op.method.toUpperCase(),
          headers,
          body: op.method === "get" || !sample.body.body ? undefined : new Uint8Array(sample.body.body),
        });
        const response = await target.handler(request, { params: Promise.resolve({ id: sample.id, slug: sample.id }) });
        sent++;
        const text = await response.text();
        const hasMessage =
          response.status < 400 || typeof (JSON.parse(text || "{}") as { message?: unknown }).message === "string";
        if (response.status >= 500 || !hasMessage)
          failures.push(`${op.method} ${op.path} ${sample.body.kind} → ${response.status} ${text.slice(0, 120)}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(250);
    expect(failures).toEqual([]);
  });
});
