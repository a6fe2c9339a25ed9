import { beforeAll, expect, it, vi } from "vitest";

import { POST as addNote } from "@/app/api/client/applications/[id]/notes/route";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { POST as invite } from "@/app/api/client/invitations/route";
import { PATCH as patchJob } from "@/app/api/client/jobs/[id]/route";
import {
  DELETE as deleteShortlist,
  PATCH as renameShortlist,
  GET as shortlistDetail,
} from "@/app/api/client/shortlists/[id]/route";
import {
  PUT as shortlistTalent,
  DELETE as unshortlist,
} from "@/app/api/client/shortlists/[id]/talent/[talent_id]/route";
import { POST as createShortlist, GET as listShortlists } from "@/app/api/client/shortlists/route";
import { POST as endSessions } from "@/app/api/manage/accounts/[kind]/[id]/end-sessions/route";
import { POST as reinstate } from "@/app/api/manage/accounts/[kind]/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as vettingNote } from "@/app/api/manage/talent/[id]/vetting/notes/route";
import { POST as vettingDecide, GET as vettingDetail } from "@/app/api/manage/talent/[id]/vetting/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { DELETE as deleteSavedSearch } from "@/app/api/talent/saved-searches/[id]/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

// Past the int4 columns (serial/integer ids), and the largest id a JS number holds exactly.
const OUT_OF_RANGE = ["2147483648", "9007199254740991"];

describeOnEachDatabase("ids beyond the column's range, and ownership before the body", ({ db }) => {
  let client: string;
  let talent: string;
  let manager: string;
  let shortlistId: string;

  beforeAll(async () => {
    vi.stubEnv("NEXTAUTH_SECRET", "integration-test-secret-0123456789abcdef");
    await seedReferenceData(db());
    client = (await registeredClient()).token;
    talent = (await registeredTalent()).token;
    manager = (await registeredManager(db())).token;
    const list = await call(createShortlist, { token: client, json: { name: "Range" } });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    shortlistId = String(list.body.data.id);
  });

  it.each(OUT_OF_RANGE)("answers id %s with 404 on shortlists, saved searches and the console", async (big) => {
    const statuses: Record<string, number> = {
      "GET shortlist": (await call(shortlistDetail, { token: client, params: { id: big } })).status,
      "PATCH shortlist": (await call(renameShortlist, { token: client, json: { name: "x" }, params: { id: big } }))
        .status,
      "DELETE shortlist": (await call(deleteShortlist, { token: client, method: "DELETE", params: { id: big } }))
        .status,
      "PUT shortlist talent (list)": (
        await call(shortlistTalent, { token: client, method: "PUT", params: { id: big, talent_id: "1" } })
      ).status,
      "PUT shortlist talent (talent)": (
        await call(shortlistTalent, { token: client, method: "PUT", params: { id: shortlistId, talent_id: big } })
      ).status,
      "DELETE shortlist talent": (
        await call(unshortlist, { token: client, method: "DELETE", params: { id: shortlistId, talent_id: big } })
      ).status,
      "DELETE saved search": (await call(deleteSavedSearch, { token: talent, method: "DELETE", params: { id: big } }))
        .status,
      "GET vetting": (await call(vettingDetail, { token: manager, params: { id: big } })).status,
      "POST vetting": (await call(vettingDecide, { token: manager, json: {}, params: { id: big } })).status,
      "POST vetting note": (await call(vettingNote, { token: manager, json: { body: "x" }, params: { id: big } }))
        .status,
    };
    for (const kind of ["talent", "client"]) {
      statuses[`suspend ${kind}`] = (
        await call(suspend, { token: manager, json: { reason: "spam" }, params: { kind, id: big } })
      ).status;
      statuses[`reinstate ${kind}`] = (
        await call(reinstate, { token: manager, method: "POST", params: { kind, id: big } })
      ).status;
      statuses[`end-sessions ${kind}`] = (
        await call(endSessions, { token: manager, method: "POST", params: { kind, id: big } })
      ).status;
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((name) => [name, 404])));
  });

  it("refuses a talent id past int4 in a body or query with 422, not a database error", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token);
    const invited = await call(invite, { token: owner.token, json: { talent_id: 2147483648, job_id: job.id } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(422);
    const listed = await call(listShortlists, { token: client, path: "/api/client/shortlists?talent_id=2147483648" });
    expect(listed.status, JSON.stringify(listed.body)).toBe(422);
  });

  it("checks a job or application is the client's before its body: 404 for another company's, 422 for one's own", async () => {
    const owner = await registeredClient();
    const job = await postedJob(owner.token);
    const applicant = await completeTalent(db());
    const applied = await call(apply, { token: applicant.token, json: { job_slug: job.slug } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const applicationId = String(applied.body.data.id);
    const stranger = (await registeredClient()).token;

    const badJob = { title: "" };
    const badMove = { stage: "nope", from_stage: "applied" };
    const badNote = { body: "" };
    const answers = (token: string) =>
      Promise.all([
        call(patchJob, { token, method: "PATCH", json: badJob, params: { id: String(job.id) } }),
        call(moveStage, { token, json: badMove, params: { id: applicationId } }),
        call(addNote, { token, json: badNote, params: { id: applicationId } }),
      ]).then((responses) => responses.map((response) => response.status));

    expect(await answers(stranger)).toEqual([404, 404, 404]);
    expect(await answers(owner.token)).toEqual([422, 422, 422]);
  });
});
