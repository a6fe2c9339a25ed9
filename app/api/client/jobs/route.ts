import { authedRoute } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { created, ok } from "@/lib/server/http/respond";
import { createJob } from "@/lib/server/jobs/create-job";
import { listOwnJobs } from "@/lib/server/jobs/own-jobs";
import { createJobSchema } from "@/lib/validation/client-jobs";

// GET /api/client/jobs – the client's own jobs in every state, newest first, with applicant counts per stage
export const GET = authedRoute("client", async ({ db, account }) => ok(await listOwnJobs(db, account.id)));

// POST /api/client/jobs – create a job (JSON): a draft, or open at once with `publish: true` once the email is verified
export const POST = authedRoute("client", async ({ db, account, request }) =>
  created(await createJob(db, account.id, createJobSchema.parse(await readJson(request)))),
);
