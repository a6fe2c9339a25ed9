import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as auditRoute } from "@/app/api/manage/audit/route";
import { auditLog, managers } from "@/lib/server/db/schema";
import { csvCell } from "@/lib/server/manage/audit-csv";
import { auditEntriesInBatches } from "@/lib/server/manage/audit-log";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

/** RFC 4180 parsing, enough to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Drizzle wraps the driver's error ("Failed query: …"): the trigger's message is its cause. */
async function expectRefused(statement: PromiseLike<unknown>, operation: string) {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `${operation} was refused`).toBeInstanceOf(Error);
  const cause = (error as Error & { cause?: Error }).cause ?? (error as Error);
  expect(cause.message).toContain(`audit_log is append-only: ${operation} is not allowed`);
}

async function csvExport(token: string, query = "") {
  const response = await auditRoute(buildRequest({ token, path: `/api/manage/audit?format=csv${query}` }), {
    params: Promise.resolve({}),
  });
  return { response, rows: parseCsv(await response.text()) };
}

describe("csvCell", () => {
  it("quotes quotes, commas and line breaks, and defuses formula cells", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    for (const start of ["=", "+", "-", "@"]) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("x",1)')).toBe(`"'=HYPERLINK(""x"",1)"`);
  });
});

describeOnEachDatabase("manager audit log", ({ db }) => {
  let alice: Awaited<ReturnType<typeof registeredManager>>;
  let bob: Awaited<ReturnType<typeof registeredManager>>;
  let aliceId: number;
  let bobId: number;

  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    alice = await registeredManager(db());
    bob = await registeredManager(db());
    await db().update(managers).set({ firstName: "Alice", lastName: "Audit" }).where(eq(managers.email, alice.email));
    aliceId = alice.user.id;
    bobId = bob.user.id;
    await db()
      .insert(auditLog)
      .values([
        {
          managerId: aliceId,
          action: "vetting.move",
          targetKind: "talent",
          targetId: "7",
          before: { stage: "submitted" },
          after: { stage: "profile_review" },
          at: at("2026-03-02T10:00:00Z"),
        },
        {
          managerId: bobId,
          action: "job.approve",
          targetKind: "job",
          targetId: "12",
          before: { status: "pending_review" },
          after: { status: "open" },
          at: at("2026-03-03T09:00:00Z"),
        },
        {
          managerId: aliceId,
          action: "account.suspend",
          targetKind: "client",
          targetId: "=cmd|' /C calc'!A0",
          before: { note: 'He said "hi", then,\nleft' },
          after: null,
          at: at("2026-03-04T23:59:59Z"),
        },
        {
          managerId: null,
          action: "manager.setup",
          targetKind: "manager",
          targetId: "1",
          at: at("2026-03-01T08:00:00Z"),
        },
      ]);
  });

  it("answers the log newest first with the managers' names and emails, paginated", async () => {
    const { status, body } = await call(auditRoute, { token: alice.token, path: "/api/manage/audit?per_page=2" });
    expect(status).toBe(200);
    expectDocumented("get", "/api/manage/audit", 200, body);
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(["account.suspend", "job.approve"]);
    expect(body.data[0]).toMatchObject({
      target_kind: "client",
      manager: { id: aliceId, name: "Alice Audit", email: alice.email },
    });
    expect(body.data[1].before).toEqual({ status: "pending_review" });

    const second = await call(auditRoute, { token: alice.token, path: "/api/manage/audit?per_page=2&page=2" });
    expect(second.body.data.map((e: { action: string }) => e.action)).toEqual(["vetting.move", "manager.setup"]);
    expect(second.body.data[1].manager).toBeNull();
    const past = await call(auditRoute, { token: alice.token, path: "/api/manage/audit?per_page=2&page=9" });
    expect(past.body.data).toEqual([]);
  });

  it("filters by action, manager, target and date range (a date's whole day included)", async () => {
    const actions = async (query: string) => {
      const { status, body } = await call(auditRoute, { token: alice.token, path: `/api/manage/audit?${query}` });
      expect(status).toBe(200);
      return body.data.map((e: { action: string }) => e.action);
    };
    expect(await actions("action=job.approve")).toEqual(["job.approve"]);
    expect(await actions(`manager_id=${aliceId}`)).toEqual(["account.suspend", "vetting.move"]);
    expect(await actions("target_kind=talent&target_id=7")).toEqual(["vetting.move"]);
    expect(await actions("target_id=8")).toEqual([]);
    expect(await actions("from=2026-03-02&to=2026-03-04")).toEqual(["account.suspend", "job.approve", "vetting.move"]);
    expect(await actions("from=2026-03-03T00:00:00Z&to=2026-03-03")).toEqual(["job.approve"]);
    expect(await actions("to=2026-03-01")).toEqual(["manager.setup"]);
  });

  it("refuses bad filters with 422", async () => {
    for (const query of [
      "from=yesterday",
      "to=2026-02-30",
      "from=2026-03-05&to=2026-03-01",
      "manager_id=abc",
      "per_page=1000",
      "format=xml",
    ]) {
      const { status, body } = await call(auditRoute, { token: alice.token, path: `/api/manage/audit?${query}` });
      expect(status, query).toBe(422);
      expect(body.errors, query).toBeDefined();
    }
  });

  it("exports every matching row as CSV, escaped and defused, as an attachment", async () => {
    const { response, rows } = await csvExport(alice.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rows[0]).toEqual([
      "at",
      "manager",
      "manager_email",
      "action",
      "target_kind",
      "target_id",
      "before",
      "after",
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      "2026-03-04T23:59:59.000Z",
      "Alice Audit",
      alice.email,
      "account.suspend",
      "client",
      "'=cmd|' /C calc'!A0",
      JSON.stringify({ note: 'He said "hi", then,\nleft' }),
      "",
    ]);
    expect(rows[4]!.slice(1, 4)).toEqual(["", "", "manager.setup"]);

    const filtered = await csvExport(alice.token, `&manager_id=${bobId}`);
    expect(filtered.rows.map((row) => row[3])).toEqual(["action", "job.approve"]);
  });

  it("reads the export in keyset batches, ties on the timestamp broken by id, with no row twice or lost", async () => {
    const same = at("2026-01-15T12:00:00.123456Z");
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          managerId: bobId,
          action: "bulk.test",
          targetKind: "job",
          targetId: String(i),
          at: i < 5 ? same : at(`2026-01-1${i}T00:00:00Z`),
        })),
      );
    const seen: string[] = [];
    for await (const batch of auditEntriesInBatches(db(), { action: "bulk.test" }, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((entry) => entry.target_id));
    }
    expect(seen).toEqual(["6", "4", "3", "2", "1", "0", "5"]);
  });

  it("answers 401 to talent and client tokens, and without a token", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [talent.token, client.token, undefined]) {
      expect((await call(auditRoute, { token, path: "/api/manage/audit" })).status).toBe(401);
      expect((await call(auditRoute, { token, path: "/api/manage/audit?format=csv" })).status).toBe(401);
    }
  });

  it("is append-only in the database: UPDATE, DELETE and TRUNCATE are refused", async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    await expectRefused(db().execute(sql`update audit_log set action = 'forged'`), "UPDATE");
    await expectRefused(db().execute(sql`delete from audit_log`), "DELETE");
    await expectRefused(db().execute(sql`truncate audit_log`), "TRUNCATE");
    await expectRefused(
      db().update(auditLog).set({ action: "forged" }).where(eq(auditLog.action, "job.approve")),
      "UPDATE",
    );
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog),
    ).toEqual(before);
    expect(await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, "forged"))).toEqual([]);
  });
});
