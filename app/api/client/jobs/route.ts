// GET, POST /api/client/jobs – the client's own jobs in every state with applicant counts; POST creates one (JSON)
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { created, ok } from "@/lib/server/http/respond";
import { createJob } from "@/lib/server/jobs/create-job";
import { listOwnJobs } from "@/lib/server/jobs/own-jobs";
import { createJobSchema } from "@/lib/validation/client-jobs";

export const GET = authedRoute("client", async ({ db, account }) => ok(await listOwnJobs(db, account.id)));

export const POST = authedRoute("client", async ({ db, account, request }) =>
  created(await createJob(db, account.id, createJobSchema.parse(await readJson(request)))),
);

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
