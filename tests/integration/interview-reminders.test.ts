import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientReschedule } from "@/app/api/client/interviews/[id]/reschedule/route";
import { POST as bookRoute } from "@/app/api/talent/interviews/[id]/book/route";
import { interviews, mailOutbox } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";
import { INTERVIEW_REMINDER_KIND, runInterviewRemindersOnce } from "@/lib/server/interviews/reminders";

import { call } from "../support/api-client";
import { proposedInterview } from "../support/interview-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const ids = (id: number) => ({ id: String(id) });

const remindersTo = async (db: Db, to: string) =>
  db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, INTERVIEW_REMINDER_KIND)))
    .orderBy(mailOutbox.id);

/** Moves a booked interview's start (and when it was booked) relative to now, as if time had passed. */
const shift = (db: Db, id: number, startsIn: string, bookedAgo: string) =>
  db
    .update(interviews)
    .set({
      startsAt: sql`now() + ${startsIn}::interval`,
      bookedAt: sql`now() - ${bookedAgo}::interval`,
    })
    .where(eq(interviews.id, id));

describeOnEachDatabase("interview reminders", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  /** A Berlin team and a Lagos talent with an interview booked through the API. */
  async function bookedInterview() {
    const { client, talent, open, interview } = await proposedInterview(db(), { talentZone: "Africa/Lagos" });
    const id = interview.id;
    const book = async (start: string) => {
      const booked = await call(bookRoute, { token: talent.token, params: ids(id), json: { start } });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    };
    await book(open[0]!);
    return { client, talent, id, open, book };
  }

  it("reminds both people 24 h and 1 h before, each once, with both local times", async () => {
    const { client, talent, id } = await bookedInterview();
    await runInterviewRemindersOnce(db());
    expect(await remindersTo(db(), talent.email)).toEqual([]); // days ahead: nothing yet

    await shift(db(), id, "23 hours 30 minutes", "3 days");
    await runInterviewRemindersOnce(db());
    await runInterviewRemindersOnce(db());
    const [day] = await remindersTo(db(), talent.email);
    expect(await remindersTo(db(), talent.email)).toHaveLength(1);
    expect(day!.subject).toMatch(/^Reminder: interview tomorrow · Role \w+ at Acme$/);
    expect(day!.text).toMatch(/starts tomorrow, in 24 hours: \w{3} \d\d:\d\d in Lagos · \w{3} \d\d:\d\d in Berlin/);
    expect(day!.text).toContain("Video link: https://meet.example.com/abc");
    expect(await remindersTo(db(), client.email)).toHaveLength(1);

    await shift(db(), id, "50 minutes", "3 days");
    await runInterviewRemindersOnce(db());
    await runInterviewRemindersOnce(db());
    const talentMails = await remindersTo(db(), talent.email);
    expect(talentMails.map((mail) => mail.subject.split(" · ")[0])).toEqual([
      "Reminder: interview tomorrow",
      "Reminder: interview in 1 hour",
    ]);
    expect(await remindersTo(db(), client.email)).toHaveLength(2);
  });

  it("sends each reminder once when two runs race", async () => {
    const { client, talent, id } = await bookedInterview();
    await shift(db(), id, "20 hours", "3 days");
    await Promise.all([runInterviewRemindersOnce(db()), runInterviewRemindersOnce(db())]);
    expect(await remindersTo(db(), talent.email)).toHaveLength(1);
    expect(await remindersTo(db(), client.email)).toHaveLength(1);
  });

  it("sends only the 1 h reminder for a booking made 3 h ahead, and none past the start", async () => {
    const { talent, id } = await bookedInterview();
    await shift(db(), id, "3 hours", "0 minutes");
    await runInterviewRemindersOnce(db());
    expect(await remindersTo(db(), talent.email)).toEqual([]);
    await shift(db(), id, "50 minutes", "2 hours 10 minutes");
    await runInterviewRemindersOnce(db());
    expect((await remindersTo(db(), talent.email)).map((mail) => mail.subject.split(" · ")[0])).toEqual([
      "Reminder: interview in 1 hour",
    ]);

    const late = await bookedInterview();
    await shift(db(), late.id, "-5 minutes", "3 days");
    await runInterviewRemindersOnce(db());
    expect(await remindersTo(db(), late.talent.email)).toEqual([]);
  });

  it("reminds a rescheduled interview again", async () => {
    const { client, talent, id, open, book } = await bookedInterview();
    await shift(db(), id, "23 hours", "3 days");
    await runInterviewRemindersOnce(db());
    expect(await remindersTo(db(), talent.email)).toHaveLength(1);

    const moved = await call(clientReschedule, {
      token: client.token,
      params: ids(id),
      json: { slots: open.slice(3, 6) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await book(open[4]!);
    await shift(db(), id, "23 hours", "3 days");
    await runInterviewRemindersOnce(db());
    expect(await remindersTo(db(), talent.email)).toHaveLength(2);
    expect(await remindersTo(db(), client.email)).toHaveLength(2);
  });
});
