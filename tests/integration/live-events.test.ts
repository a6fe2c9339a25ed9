import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { GET as slotsRoute } from "@/app/api/client/applications/[id]/interview-slots/route";
import { POST as proposeRoute } from "@/app/api/client/applications/[id]/interviews/route";
import { POST as clientSend } from "@/app/api/client/applications/[id]/messages/route";
import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { GET as clientEvents } from "@/app/api/client/events/route";
import { POST as clientCancel } from "@/app/api/client/interviews/[id]/cancel/route";
import { POST as clientReschedule } from "@/app/api/client/interviews/[id]/reschedule/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as talentRead } from "@/app/api/talent/applications/[id]/messages/read/route";
import { POST as talentSend } from "@/app/api/talent/applications/[id]/messages/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { GET as talentEvents } from "@/app/api/talent/events/route";
import { POST as bookRoute } from "@/app/api/talent/interviews/[id]/book/route";
import { POST as talentLogout } from "@/app/api/talent/logout/route";
import { getDbHandle, useDbHandle as pointAppAt } from "@/lib/server/db/client";
import { openPostgres } from "@/lib/server/db/open";
import { companies, liveEvents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { liveHub, stopLiveHub } from "@/lib/server/events/hub";
import { pruneLiveEvents } from "@/lib/server/events/prune";
import { liveEventStream } from "@/lib/server/events/stream";
import { interviewSlotsSchema } from "@/lib/validation/interviews";
import { liveEventSchemas } from "@/lib/validation/live-events";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { call } from "../support/api-client";
import { companyIdOfClient, completeTalent, postedJob } from "../support/hiring";
import { openStream, type OpenedStream } from "../support/live-stream";
import { describeOnEachDatabase } from "../support/test-db";

const streams = { talent: talentEvents, client: clientEvents };
const senders = { talent: talentSend, client: clientSend };
type Side = keyof typeof streams;

const open = (side: Side, token: string | undefined, options: { lastEventId?: string; query?: string } = {}) =>
  openStream(streams[side], {
    token,
    lastEventId: options.lastEventId,
    path: `/api/${side}/events${options.query ?? ""}`,
  });
const send = (side: Side, token: string, id: number, body: string) =>
  call(senders[side], { token, params: { id: String(id) }, json: { body } });

describe("the proxy on a live event stream", () => {
  it("keeps its no-transform, where other private answers get no-store", async () => {
    const { proxy } = await import("@/proxy");
    const cacheControl = async (path: string) =>
      (await proxy(new NextRequest(`http://localhost${path}`))).headers.get("cache-control");
    expect(await cacheControl("/api/talent/events")).toBe("no-store, no-transform");
    expect(await cacheControl("/api/client/events")).toBe("no-store, no-transform");
    expect(await cacheControl("/api/talent/conversations")).toBe("no-store");
  });
});

describeOnEachDatabase("live events", ({ db, driver }) => {
  let manager: string;
  const opened: OpenedStream[] = [];
  const track = (stream: OpenedStream) => (opened.push(stream), stream);

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });
  afterEach(() => opened.splice(0).forEach((stream) => stream.close()));

  async function setting() {
    const client = await registeredClient();
    const job = await postedJob(client.token, { title: `Role ${Math.random().toString(36).slice(2, 8)}` });
    const talent = await completeTalent(db());
    const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { client, talent, applicationId: applied.body.data.id as number };
  }

  it("refuses the wrong kind, a manager, no token and a suspended account with 401, a bad last id with 422", async () => {
    const { client, talent } = await setting();
    const statuses: Record<string, number> = {};
    for (const side of ["talent", "client"] as const) {
      const wrongKind = side === "talent" ? client.token : talent.token;
      for (const [who, token] of [
        ["wrong kind", wrongKind],
        ["manager", manager],
        ["none", undefined],
      ] as const)
        statuses[`${side} ${who}`] = (await track(await open(side, token))).status;
      const own = side === "talent" ? talent.token : client.token;
      statuses[`${side} header abc`] = (await track(await open(side, own, { lastEventId: "abc" }))).status;
      statuses[`${side} header -1`] = (await track(await open(side, own, { lastEventId: "-1" }))).status;
      statuses[`${side} query 1.5`] = (await track(await open(side, own, { query: "?last_event_id=1.5" }))).status;
    }
    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "client", id: String(client.user.id) },
      json: { reason: "Scam reports" },
    });
    expect(suspended.status).toBe(200);
    statuses["client suspended"] = (await track(await open("client", client.token))).status;
    expect(statuses).toEqual({
      "talent wrong kind": 401,
      "talent manager": 401,
      "talent none": 401,
      "talent header abc": 422,
      "talent header -1": 422,
      "talent query 1.5": 422,
      "client wrong kind": 401,
      "client manager": 401,
      "client none": 401,
      "client header abc": 422,
      "client header -1": 422,
      "client query 1.5": 422,
      "client suspended": 401,
    });
  });

  it("streams a posted message to both sides at once, and nothing to anyone else", async () => {
    const { client, talent, applicationId } = await setting();
    const other = await setting();
    const stranger = await registeredTalent();
    const clientStream = track(await open("client", client.token));
    expect(clientStream.status).toBe(200);
    expect(clientStream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(clientStream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(clientStream.headers.get("x-accel-buffering")).toBe("no");
    const talentStream = track(await open("talent", talent.token));
    const bystanders = [
      track(await open("client", other.client.token)),
      track(await open("talent", other.talent.token)),
      track(await open("talent", stranger.token)),
    ];

    const sent = await send("talent", talent.token, applicationId, "Hello from Lagos");
    expect(sent.status).toBe(201);
    for (const stream of [clientStream, talentStream]) {
      const event = await stream.next();
      expect(event.event).toBe("message");
      expect(Number(event.id)).toBeGreaterThan(0);
      expect(liveEventSchemas.message.parse(JSON.parse(event.data))).toEqual({
        application_id: applicationId,
        message: sent.body.data,
      });
    }
    for (const stream of bystanders) expect(await stream.collect(300)).toEqual([]);
  });

  it("sends read positions and stage moves to both sides", async () => {
    const { client, talent, applicationId } = await setting();
    const message = (await send("client", client.token, applicationId, "When are you free?")).body.data;
    const clientStream = track(await open("client", client.token));
    const talentStream = track(await open("talent", talent.token));

    const read = await call(talentRead, {
      token: talent.token,
      params: { id: String(applicationId) },
      json: { up_to: message.id },
    });
    expect(read.status).toBe(200);
    const moved = await call(moveStage, {
      token: client.token,
      params: { id: String(applicationId) },
      json: { stage: "screening", from_stage: "applied" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    for (const stream of [clientStream, talentStream]) {
      const first = await stream.next();
      expect([first.event, JSON.parse(first.data)]).toEqual([
        "read",
        { application_id: applicationId, reader: "talent", read_up_to: { talent: message.id, client: message.id } },
      ]);
      const second = await stream.next();
      expect([second.event, JSON.parse(second.data)]).toEqual([
        "application",
        { application_id: applicationId, stage: "screening" },
      ]);
      expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    }
    // Reading up to where it already is raises nothing: no event.
    await call(talentRead, { token: talent.token, params: { id: String(applicationId) }, json: { up_to: message.id } });
    expect(await clientStream.collect(300)).toEqual([]);
  });

  it("sends each interview change to both sides, after the stage move a proposal makes", async () => {
    const { client, talent, applicationId } = await setting();
    await db()
      .update(companies)
      .set({ timezone: "Europe/Berlin", workStart: "09:00", workEnd: "17:00" })
      .where(eq(companies.id, await companyIdOfClient(db(), client.user.id)));
    const slots = await call(slotsRoute, {
      token: client.token,
      params: { id: String(applicationId) },
      path: `/api/client/applications/${applicationId}/interview-slots?duration=45`,
    });
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    const starts = interviewSlotsSchema.parse(slots.body).data.map((slot) => slot.start);
    const clientStream = track(await open("client", client.token));
    const talentStream = track(await open("talent", talent.token));

    const offer = { duration_minutes: 45, slots: starts.slice(0, 3), link: "https://meet.example.com/abc" };
    const proposed = await call(proposeRoute, {
      token: client.token,
      params: { id: String(applicationId) },
      json: offer,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const interviewId = proposed.body.data.id as number;
    const ids = { id: String(interviewId) };
    expect((await call(bookRoute, { token: talent.token, params: ids, json: { start: starts[1] } })).status).toBe(200);
    expect(
      (await call(clientReschedule, { token: client.token, params: ids, json: { slots: starts.slice(3, 6) } })).status,
    ).toBe(200);
    expect(
      (await call(clientCancel, { token: client.token, params: ids, json: { reason: "Position filled" } })).status,
    ).toBe(200);

    const interview = (status: string) => [
      "interview",
      { application_id: applicationId, interview_id: interviewId, status },
    ];
    for (const stream of [clientStream, talentStream]) {
      const got = [];
      for (let i = 0; i < 5; i++) {
        const event = await stream.next();
        got.push([event.event, liveEventSchemas[event.event as "interview"].parse(JSON.parse(event.data))]);
      }
      expect(got).toEqual([
        ["application", { application_id: applicationId, stage: "interview" }],
        interview("proposed"),
        interview("booked"),
        interview("proposed"),
        interview("cancelled"),
      ]);
    }
  });

  it("starts from now without a last id, and after it with one: exactly what was missed, then live", async () => {
    const { client, talent, applicationId } = await setting();
    await send("talent", talent.token, applicationId, "Before any tab");
    const first = track(await open("client", client.token));
    expect(await first.collect(300)).toEqual([]); // history is the messages API's job, not the stream's

    const seen = (await send("talent", talent.token, applicationId, "Seen")).body.data;
    const seenEvent = await first.next();
    expect(JSON.parse(seenEvent.data).message.id).toBe(seen.id);
    first.close();
    await first.ended;

    const missed = [];
    for (const body of ["Missed one", "Missed two", "Missed three"])
      missed.push((await send("talent", talent.token, applicationId, body)).body.data.id);
    const again = track(await open("client", client.token, { lastEventId: seenEvent.id }));
    const caughtUp = [await again.next(), await again.next(), await again.next()];
    expect(caughtUp.map((e) => JSON.parse(e.data).message.id)).toEqual(missed);
    expect(await again.collect(200)).toEqual([]); // no duplicates

    const live = (await send("talent", talent.token, applicationId, "Live again")).body.data;
    expect(JSON.parse((await again.next()).data).message.id).toBe(live.id);

    // The query parameter works as the header does.
    const byQuery = track(await open("client", client.token, { query: `?last_event_id=${seenEvent.id}` }));
    expect((await byQuery.collect(300)).map((e) => JSON.parse(e.data).message.id)).toEqual([...missed, live.id]);
  });

  it("ends the stream when the tab goes, when its token is revoked, and on the server's closing signal", async () => {
    const talent = await registeredTalent();
    const handle = await getDbHandle();
    const hub = liveHub(handle);
    const before = hub.openStreams;

    const stream = track(await open("talent", talent.token));
    expect(hub.openStreams).toBe(before + 1);
    stream.close();
    await stream.ended;
    await expect.poll(() => hub.openStreams).toBe(before);

    // A heartbeat checks the token again: a logout elsewhere ends the stream at the next one.
    const abort = new AbortController();
    const body = await liveEventStream({
      handle,
      who: { kind: "talent", id: talent.user.id },
      token: talent.token,
      after: null,
      signal: abort.signal,
      heartbeatMs: 50,
    });
    const reader = body.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": connected\n\n");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": heartbeat\n\n");
    expect((await call(talentLogout, { token: talent.token, method: "POST" })).status).toBeLessThan(300);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) void chunk;
    await expect.poll(() => hub.openStreams).toBe(before);

    const fresh = await registeredTalent();
    const closing = track(await open("talent", fresh.token));
    process.emit("hireloop:closing" as never);
    await closing.ended;
  });

  it("prunes events older than a day", async () => {
    const { talent, applicationId } = await setting();
    await send("talent", talent.token, applicationId, "Old news");
    const [row] = await db()
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.recipientId, talent.user.id));
    await db()
      .update(liveEvents)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(liveEvents.id, row!.id));
    expect(await pruneLiveEvents(db())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(liveEvents).where(eq(liveEvents.id, row!.id))).toEqual([]);
  });

  /** A second instance: its own pool and listener on the same Postgres database. */
  async function secondInstance() {
    const result = await db().execute(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    return openPostgres(url.toString(), 3);
  }

  /** Opens a stream served by `instance` (the route reads the app's handle when it is called). */
  async function openOn(instance: Awaited<ReturnType<typeof getDbHandle>>, ...args: Parameters<typeof open>) {
    const own = await getDbHandle();
    pointAppAt(instance);
    try {
      return track(await open(...args));
    } finally {
      pointAppAt(own);
    }
  }

  it.runIf(driver === "postgres")(
    "two instances: a message posted to one arrives on a stream held by the other within a second",
    { timeout: 60_000 },
    async () => {
      const { client, talent, applicationId } = await setting();
      const other = await secondInstance();
      try {
        const onOther = await openOn(other, "client", client.token);
        expect(liveHub(other).openStreams).toBe(1);
        const latencies: number[] = [];
        let lastId = "";
        for (let i = 0; i < 20; i++) {
          const started = performance.now();
          const sent = await send("talent", talent.token, applicationId, `Message ${i}`);
          const event = await onOther.next(1_000);
          latencies.push(performance.now() - started);
          expect(JSON.parse(event.data).message.id).toBe(sent.body.data.id);
          lastId = event.id!;
        }
        latencies.sort((x, y) => x - y);
        const median = (latencies[9]! + latencies[10]!) / 2;
        const max = latencies.at(-1)!;
        console.log(
          `[live] two instances, ${latencies.length} messages, post on A → event on B: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
        );
        expect(max).toBeLessThan(1_000);

        // Reconnecting to the other instance with the last id gets exactly what was posted meanwhile.
        onOther.close();
        await onOther.ended;
        const missed = [];
        for (const body of ["While away 1", "While away 2"])
          missed.push((await send("talent", talent.token, applicationId, body)).body.data.id);
        const back = await openOn(other, "client", client.token, { lastEventId: lastId });
        expect((await back.collect(500)).map((e) => JSON.parse(e.data).message.id)).toEqual(missed);

        // The listening connection dropped: it reconnects and wakes its streams, so a message sent meanwhile arrives.
        await db().execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
        );
        const duringGap = (await send("talent", talent.token, applicationId, "During the gap")).body.data;
        expect(JSON.parse((await back.next(5_000)).data).message.id).toBe(duringGap.id);
      } finally {
        await stopLiveHub(other);
        await other.close();
      }
    },
  );
});
