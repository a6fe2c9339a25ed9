import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { POST as clientCancel } from "@/app/api/client/interviews/[id]/cancel/route";
import { GET as clientIcs } from "@/app/api/client/interviews/[id]/invite.ics/route";
import { POST as clientReschedule } from "@/app/api/client/interviews/[id]/reschedule/route";
import { POST as bookRoute } from "@/app/api/talent/interviews/[id]/book/route";
import { POST as talentCancel } from "@/app/api/talent/interviews/[id]/cancel/route";
import { GET as talentIcs } from "@/app/api/talent/interviews/[id]/invite.ics/route";
import { POST as talentReschedule } from "@/app/api/talent/interviews/[id]/reschedule/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";
import { runSenderOnce } from "@/lib/server/mail/sender";
import { logTransport, smtpTransport, type MailTransport } from "@/lib/server/mail/transport";
import { interviewSchema, type Interview } from "@/lib/validation/interviews";

import { registeredManager } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { proposedInterview } from "../support/interview-fixtures";
import { MailSink, type ReceivedMail } from "../support/mail-sink";
import { describeOnEachDatabase } from "../support/test-db";

const LINK = "https://meet.example.com/abc";
const ids = (id: number) => ({ id: String(id) });

async function drain(db: Db, transport: MailTransport) {
  for (;;) if ((await runSenderOnce(db, transport)).claimed === 0) return;
}

/** The one VEVENT of a VCALENDAR text, as a calendar program reads it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    sequence: event.sequence,
    location: event.location,
    url: vevent.getFirstPropertyValue("url"),
    status: vevent.getFirstPropertyValue("status"),
    summary: event.summary,
    description: event.description,
    attendees: vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue()).toLowerCase()),
  };
}

const ics = (side: "talent" | "client", token: string, id: number) =>
  (side === "talent" ? talentIcs : clientIcs)(
    buildRequest({ token, path: `/api/${side}/interviews/${id}/invite.ics` }),
    {
      params: Promise.resolve(ids(id)),
    },
  );

describeOnEachDatabase("calendar invites for interviews", ({ db }) => {
  let sink: MailSink;
  let transport: MailTransport;
  let manager: string;

  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
    sink = await MailSink.start();
    transport = smtpTransport(sink.url, "Hireloop <no-reply@hireloop.local>");
  });
  afterAll(async () => {
    transport.close?.();
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  /** A Berlin team's client, a Lagos talent's application, and a proposal of three slots with a video link. */
  const proposal = () =>
    proposedInterview(db(), { duration: 45, talentZone: "Africa/Lagos", link: LINK, note: "A first talk." });

  async function booked() {
    const p = await proposal();
    const answer = await call(bookRoute, {
      token: p.talent.token,
      params: ids(p.interview.id),
      json: { start: p.open[1] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { ...p, booking: interviewSchema.parse(answer.body.data) };
  }

  /** Sends what is queued and returns the one mail each of the two received with a calendar part. */
  async function invitesTo(emails: string[], method: string): Promise<ReceivedMail[]> {
    await drain(db(), transport);
    return Promise.all(
      emails.map((email) => sink.waitFor(email, (mail) => mail.calendars.some((part) => part.method === method))),
    );
  }

  const expectEvent = (mail: ReceivedMail, method: string, interview: Interview, start: string) => {
    expect(mail.calendars).toHaveLength(1);
    expect(mail.calendars[0]!.method).toBe(method);
    const event = parsed(mail.calendars[0]!.content);
    expect(event).toMatchObject({
      method,
      uid: `${interview.uid}@hireloop`,
      start,
      sequence: interview.sequence,
      location: LINK,
      url: LINK,
      status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    });
    expect(Date.parse(event.end) - Date.parse(start)).toBe(45 * 60_000);
    return event;
  };

  it("mails both people a REQUEST on booking, with both local times and the link", async () => {
    const { client, talent, open, booking } = await booked();
    const mails = await invitesTo([talent.email, client.email], "REQUEST");
    for (const mail of mails) {
      const event = expectEvent(mail, "REQUEST", booking, open[1]!);
      expect(event.sequence).toBe(0);
      expect(event.summary).toMatch(/^Interview: Role \w+ — Acme$/);
      expect(event.attendees).toEqual(
        expect.arrayContaining([`mailto:${talent.email}`, `mailto:${client.email}`].map((a) => a.toLowerCase())),
      );
      expect(event.description).toMatch(/ in Lagos · .* in Berlin/);
      expect(mail.text).toMatch(/ in Lagos · .* in Berlin/);
      expect(mail.text).toContain(LINK);
    }
    // Each mail leads to the interview: the talent's application card, the recruiter's board with the applicant open.
    expect(mails[0]!.text).toMatch(/https?:\/\/\S+\/talent\/applications#application-\d+/);
    expect(mails[1]!.text).toMatch(/https?:\/\/\S+\/recruiter\/jobs\/\d+\/applicants\?application=\d+/);
    await drain(db(), transport);
    expect(sink.to(talent.email).filter((m) => m.calendars.length > 0)).toHaveLength(1);

    const lines: string[] = [];
    const calendar = { method: "REQUEST", content: mails[0]!.calendars[0]!.content };
    await logTransport((line) => lines.push(line)).send({ ...mails[0]!, to: talent.email, headers: {}, calendar });
    expect(lines[0]).toContain("· calendar invite (REQUEST) attached");
  });

  it("sends a CANCEL with a raised SEQUENCE and the same UID on reschedules and cancels, a REQUEST on a rebook", async () => {
    const first = await booked();
    await invitesTo([first.talent.email], "REQUEST");
    const moved = await call(clientReschedule, {
      token: first.client.token,
      params: ids(first.interview.id),
      json: { slots: first.open.slice(2, 5) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = interviewSchema.parse(moved.body.data);
    expect(afterMove.sequence).toBe(1);
    for (const mail of await invitesTo([first.talent.email, first.client.email], "CANCEL"))
      expectEvent(mail, "CANCEL", afterMove, first.open[1]!);
    const rebooked = await call(bookRoute, {
      token: first.talent.token,
      params: ids(first.interview.id),
      json: { start: first.open[3] },
    });
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(200);
    const afterRebook = interviewSchema.parse(rebooked.body.data);
    expect(afterRebook.sequence).toBe(2); // above the CANCEL's 1, or calendars may keep the event cancelled
    await drain(db(), transport);
    const lastOf = (email: string, method: string) =>
      sink.to(email).filter((mail) => mail.calendars[0]?.method === method);
    for (const email of [first.talent.email, first.client.email]) {
      expect(lastOf(email, "REQUEST")).toHaveLength(2);
      expectEvent(lastOf(email, "REQUEST").at(-1)!, "REQUEST", afterRebook, first.open[3]!);
    }
    const given = await call(talentReschedule, {
      token: first.talent.token,
      params: ids(first.interview.id),
      json: {},
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const afterGiven = interviewSchema.parse(given.body.data);
    expect(afterGiven.sequence).toBe(3);
    await drain(db(), transport);
    for (const email of [first.talent.email, first.client.email]) {
      expect(lastOf(email, "CANCEL")).toHaveLength(2);
      expectEvent(lastOf(email, "CANCEL").at(-1)!, "CANCEL", afterGiven, first.open[3]!);
    }

    const second = await booked();
    const cancelled = await call(talentCancel, {
      token: second.talent.token,
      params: ids(second.interview.id),
      json: { reason: "Found another role" },
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = interviewSchema.parse(cancelled.body.data);
    expect(afterCancel.sequence).toBe(1);
    for (const mail of await invitesTo([second.talent.email, second.client.email], "CANCEL"))
      expectEvent(mail, "CANCEL", afterCancel, second.open[1]!);
  });

  it("tells the other side, without a calendar part, when a proposal is cancelled", async () => {
    const { client, talent, interview } = await proposal();
    const answer = await call(clientCancel, {
      token: client.token,
      params: ids(interview.id),
      json: { reason: "Filled" },
    });
    expect(answer.status).toBe(200);
    await drain(db(), transport);
    const notice = await sink.waitFor(talent.email, (mail) => /proposal cancelled/i.test(mail.subject));
    expect(notice.calendars).toEqual([]);
    expect(notice.text).toContain("Filled");
    expect(sink.to(client.email).filter((mail) => /interview/i.test(mail.subject))).toEqual([]);
  });

  it("serves a booked interview as an .ics file to its two people only", async () => {
    const { client, talent, open, booking } = await booked();
    for (const [side, token] of [
      ["talent", talent.token],
      ["client", client.token],
    ] as const) {
      const response = await ics(side, token, booking.id);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="interview-${booking.id}.ics"`);
      const event = parsed(await response.text());
      expect(event).toMatchObject({ method: "PUBLISH", uid: `${booking.uid}@hireloop`, start: open[1], url: LINK });
    }

    const other = await booked();
    expect((await ics("talent", other.talent.token, booking.id)).status).toBe(404);
    expect((await ics("client", other.client.token, booking.id)).status).toBe(404);
    for (const token of [manager, client.token]) expect((await ics("talent", token, booking.id)).status).toBe(401);
    for (const token of [manager, talent.token]) expect((await ics("client", token, booking.id)).status).toBe(401);

    const waiting = await proposal();
    expect((await ics("talent", waiting.talent.token, waiting.interview.id)).status).toBe(409);
    expect((await ics("client", waiting.client.token, waiting.interview.id)).status).toBe(409);
  });
});
