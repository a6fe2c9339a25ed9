import { beforeAll, expect, it } from "vitest";

import { GET as detailGet, DELETE as listDelete, PATCH as listPatch } from "@/app/api/client/shortlists/[id]/route";
import { DELETE as talentDelete, PUT as talentPut } from "@/app/api/client/shortlists/[id]/talent/[talent_id]/route";
import { GET as listGet, POST as listPost } from "@/app/api/client/shortlists/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { suspendAccount } from "@/lib/server/manage/account-suspension";
import { shortlistDetailSchema, shortlistSchema } from "@/lib/validation/shortlists";

import { registeredManager, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { directoryTalent, recruiterWithHours, setVisibility } from "../support/directory-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const create = (token: string | undefined, name: unknown) => call(listPost, { token, json: { name } });
const put = (token: string | undefined, id: number, talentId: number) =>
  call(talentPut, { method: "PUT", token, params: { id: String(id), talent_id: String(talentId) } });
const remove = (token: string | undefined, id: number, talentId: number) =>
  call(talentDelete, { method: "DELETE", token, params: { id: String(id), talent_id: String(talentId) } });
const detail = (token: string | undefined, id: number | string) =>
  call(detailGet, { token, params: { id: String(id) } });

describeOnEachDatabase("shortlists", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("creates lists by name, refuses a duplicate name with 409, and lists them with counts", async () => {
    const client = await verifiedClient();
    const created = await create(client.token, "  Frontend  ");
    expect(created.status).toBe(201);
    expect(shortlistSchema.parse(created.body.data)).toMatchObject({
      name: "Frontend",
      talent_count: 0,
      has_talent: null,
    });
    const duplicate = await create(client.token, "frontend");
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ name: ["You already have a shortlist with this name."] });
    expect((await create(client.token, "")).status).toBe(422);
    expect((await create(client.token, "x".repeat(81))).status).toBe(422);
    // Another recruiter may use the same name.
    expect((await create((await verifiedClient()).token, "Frontend")).status).toBe(201);

    await create(client.token, "Backend");
    const talent = await directoryTalent(db());
    await put(client.token, created.body.data.id, talent.id);
    const listed = await call(listGet, { token: client.token, path: `/api/client/shortlists?talent_id=${talent.id}` });
    expect(
      listed.body.data.map((list: { name: string; talent_count: number; has_talent: boolean }) => [
        list.name,
        list.talent_count,
        list.has_talent,
      ]),
    ).toEqual([
      ["Backend", 0, false],
      ["Frontend", 1, true],
    ]);
  });

  it("adds and removes talent idempotently, and shows them as directory cards with overlap", async () => {
    const recruiter = await recruiterWithHours();
    const list = (await create(recruiter.token, "React")).body.data;
    const first = await directoryTalent(db(), { firstName: "Ada", skills: ["ReactJs"] });
    const second = await directoryTalent(db(), { firstName: "Bo", hours: null });

    for (let i = 0; i < 2; i++) {
      const added = await put(recruiter.token, list.id, first.id);
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ id: list.id, talent_count: 1 });
    }
    await put(recruiter.token, list.id, second.id);
    const shown = await detail(recruiter.token, list.id);
    expect(shown.status).toBe(200);
    const parsed = shortlistDetailSchema.parse(shown.body.data);
    expect(parsed.talent.map((talent) => [talent.name, talent.overlap_hours])).toEqual([
      ["Bo Directory", null],
      ["Ada Directory", 8],
    ]);
    expect(parsed.talent[1]!.skills).toEqual(["ReactJs"]);

    for (let i = 0; i < 2; i++) expect((await remove(recruiter.token, list.id, second.id)).status).toBe(204);
    expect(
      (await detail(recruiter.token, list.id)).body.data.talent.map((talent: { id: number }) => talent.id),
    ).toEqual([first.id]);

    // A talent the directory stops listing leaves the list's view and count.
    await setVisibility(db(), first.id, "hidden");
    expect((await detail(recruiter.token, list.id)).body.data).toMatchObject({ talent_count: 0, talent: [] });
  });

  it("saves only talent the directory lists", async () => {
    const client = await verifiedClient();
    const list = (await create(client.token, "Anyone")).body.data;
    const hidden = await directoryTalent(db(), { visibility: "hidden" });
    const unvetted = await directoryTalent(db(), { stage: "profile_review" });
    expect((await put(client.token, list.id, hidden.id)).status).toBe(404);
    expect((await put(client.token, list.id, unvetted.id)).status).toBe(404);
    expect((await put(client.token, list.id, 999_999)).status).toBe(404);
    expect((await put(client.token, list.id, "abc" as unknown as number)).status).toBe(404);
  });

  it("renames and deletes a list", async () => {
    const client = await verifiedClient();
    const list = (await create(client.token, "Old name")).body.data;
    await create(client.token, "Taken");
    const rename = (name: string) =>
      call(listPatch, { method: "PATCH", token: client.token, json: { name }, params: { id: String(list.id) } });
    expect((await rename("New name")).body.data.name).toBe("New name");
    expect((await rename("taken")).status).toBe(409);
    expect(
      (await call(listDelete, { method: "DELETE", token: client.token, params: { id: String(list.id) } })).status,
    ).toBe(204);
    expect((await detail(client.token, list.id)).status).toBe(404);
    expect(
      (await call(listDelete, { method: "DELETE", token: client.token, params: { id: String(list.id) } })).status,
    ).toBe(404);
  });

  it("answers 404 for another recruiter's list and 401 for a talent, no token or a suspended client", async () => {
    const owner = await verifiedClient();
    const other = await verifiedClient();
    const list = (await create(owner.token, "Mine")).body.data;
    const talent = await directoryTalent(db());

    expect((await detail(other.token, list.id)).status).toBe(404);
    expect((await put(other.token, list.id, talent.id)).status).toBe(404);
    expect((await remove(other.token, list.id, talent.id)).status).toBe(404);
    expect(
      (
        await call(listPatch, {
          method: "PATCH",
          token: other.token,
          json: { name: "Theirs" },
          params: { id: String(list.id) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(listDelete, { method: "DELETE", token: other.token, params: { id: String(list.id) } })).status,
    ).toBe(404);
    expect((await call(listGet, { token: other.token })).body.data).toEqual([]);
    expect((await detail(owner.token, "nope")).status).toBe(404);

    expect((await call(listGet, { token: talent.token })).status).toBe(401);
    expect((await create(talent.token, "Talent list")).status).toBe(401);
    expect((await put(talent.token, list.id, talent.id)).status).toBe(401);
    expect((await call(listGet, {})).status).toBe(401);

    const manager = await registeredManager(db());
    await suspendAccount(db(), manager.user.id, { kind: "client", id: owner.user.id }, "Spam");
    expect((await call(listGet, { token: owner.token })).status).toBe(401);
    expect((await detail(owner.token, list.id)).status).toBe(401);
  });
});
