import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { mailOutbox } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { claimDue, runSenderOnce } from "@/lib/server/mail/sender";
import { startMailSender } from "@/lib/server/mail/sender-loop";
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, MAIL_RETRY_CAP_MS } from "@/lib/server/mail/settings";
import { logTransport, smtpTransport, type MailTransport } from "@/lib/server/mail/transport";

import { MailSink } from "../support/mail-sink";
import { describeOnEachDatabase } from "../support/test-db";

const FROM = "Hireloop <no-reply@hireloop.local>";
const content = (subject: string) => ({
  subject,
  greeting: "Hi Ada,",
  paragraphs: ["Something happened <here> & there."],
  action: { label: "Open it", url: "http://localhost:3000/talent/applications" },
});

const queue = (db: Db, to: string, subject: string, headers?: Record<string, string>) =>
  db.transaction((tx) => enqueueMail(tx, { to, kind: "test", content: content(subject), headers }));

const rowOf = async (db: Db, id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

/** Sends until nothing is due, as the loop would over a few ticks. */
async function drain(db: Db, transport: MailTransport) {
  let sent = 0;
  for (;;) {
    const counts = await runSenderOnce(db, transport);
    sent += counts.sent;
    if (counts.claimed === 0) return sent;
  }
}

describeOnEachDatabase("mail outbox", ({ db }) => {
  let sink: MailSink;
  let transport: MailTransport;

  beforeAll(async () => {
    sink = await MailSink.start({ refuse: (to) => (to.startsWith("bounce") ? "Mailbox unavailable" : undefined) });
    transport = smtpTransport(sink.url, FROM);
  });
  afterAll(async () => {
    transport.close?.();
    await sink.stop();
  });
  beforeEach(async () => {
    await db().delete(mailOutbox);
    sink.clear();
  });

  it("delivers a queued message over SMTP with an HTML and a text part and its headers, and marks it sent", async () => {
    const id = await queue(db(), "Ada@Example.com", "Your application moved", {
      "List-Unsubscribe": "<mailto:no-reply@hireloop.local?subject=unsubscribe>",
    });
    expect(await runSenderOnce(db(), transport)).toEqual({ claimed: 1, sent: 1, retried: 0, parked: 0 });

    const mail = await sink.waitFor("ada@example.com");
    expect(mail.subject).toBe("Your application moved");
    expect(mail.from).toBe("no-reply@hireloop.local");
    expect(mail.headers["list-unsubscribe"]).toBe("<mailto:no-reply@hireloop.local?subject=unsubscribe>");
    expect(mail.headers["content-type"]).toMatch(/multipart\/alternative/);
    expect(mail.text).toContain("Something happened <here> & there.");
    expect(mail.text).toContain("Open it: http://localhost:3000/talent/applications");
    expect(mail.html).toContain("Something happened &lt;here&gt; &amp; there.");
    expect(mail.html).toContain("Hireloop");
    expect(mail.links).toContain("http://localhost:3000/talent/applications");

    const row = await rowOf(db(), id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await runSenderOnce(db(), transport)).toEqual({ claimed: 0, sent: 0, retried: 0, parked: 0 });
    expect(sink.messages).toHaveLength(1);
  });

  it("delivers each of 50 messages exactly once to two senders racing over the queue", async () => {
    for (let i = 0; i < 50; i++) await queue(db(), `race${i}@example.com`, `Race ${i}`);
    const other = smtpTransport(sink.url, FROM);
    const [a, b] = await Promise.all([drain(db(), transport), drain(db(), other)]);
    other.close?.();

    expect(a + b).toBe(50);
    const subjects = sink.messages.map((mail) => mail.subject).sort();
    expect(subjects).toHaveLength(50);
    expect(new Set(subjects).size).toBe(50);
    const rows = await db().select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("leases what it claims: a second claim skips it until the lease runs out, and a late sender's marks are ignored", async () => {
    const id = await queue(db(), "lease@example.com", "Leased");
    const [first] = await claimDue(db(), { limit: 10, leaseMs: 60_000 });
    expect(first).toMatchObject({ id, attempts: 1 });
    expect(await claimDue(db(), { limit: 10, leaseMs: 60_000 })).toEqual([]);

    // That sender stalls past its lease: another claims the row and sends it; the first's late failure changes nothing.
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const stalled: MailTransport = {
      name: "stalled",
      async send() {
        await db()
          .update(mailOutbox)
          .set({ lockedUntil: sql`now() - interval '1 second'` })
          .where(eq(mailOutbox.id, id));
        expect(await runSenderOnce(db(), transport)).toMatchObject({ claimed: 1, sent: 1 });
        throw new Error("timed out");
      },
    };
    expect(await runSenderOnce(db(), stalled)).toEqual({ claimed: 1, sent: 0, retried: 0, parked: 0 });
    warn.mockRestore();
    expect(await rowOf(db(), id)).toMatchObject({ status: "sent", attempts: 3, lastError: null, lockedUntil: null });
    expect(sink.to("lease@example.com")).toHaveLength(1);
  });

  it("retries a refused message later and later, then parks it after the last attempt", async () => {
    const id = await queue(db(), "bounce@example.com", "Refused");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const counts = await runSenderOnce(db(), transport);
      const row = await rowOf(db(), id);
      expect(row.attempts).toBe(attempt);
      expect(row.lockedUntil).toBeNull();
      expect(row.lastError).toMatch(/Mailbox unavailable/);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(counts).toEqual({ claimed: 1, sent: 0, retried: 1, parked: 0 });
        expect(row.status).toBe("pending");
        delays.push(row.nextAttemptAt.getTime() - Date.now());
        // Not due yet: the next run leaves it alone.
        expect((await runSenderOnce(db(), transport)).claimed).toBe(0);
        await db()
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(mailOutbox.id, id));
      } else {
        expect(counts).toEqual({ claimed: 1, sent: 0, retried: 0, parked: 1 });
        expect(row.status).toBe("parked");
      }
    }
    warn.mockRestore();
    expect(delays[0]).toBeGreaterThan(MAIL_RETRY_BASE_MS - 5_000);
    expect(delays[0]).toBeLessThan(MAIL_RETRY_BASE_MS * 1.2);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    expect(Math.max(...delays)).toBeLessThan(MAIL_RETRY_CAP_MS * 1.2);
    expect((await runSenderOnce(db(), transport)).claimed).toBe(0);
    expect(sink.messages).toHaveLength(0);
  });

  it("queues nothing when the event's transaction rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, { to: "rollback@example.com", kind: "test", content: content("Never") });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it("logs each message on one line with its recipient, subject and links when no SMTP server is configured", async () => {
    const id = await queue(db(), "newcomer@example.com", "Verify your email");
    const lines: string[] = [];
    expect(
      await runSenderOnce(
        db(),
        logTransport((line) => lines.push(line)),
      ),
    ).toMatchObject({ sent: 1 });
    expect(lines).toEqual([
      `[mail] to newcomer@example.com · "Verify your email" · links: http://localhost:3000/talent/applications`,
    ]);
    expect((await rowOf(db(), id)).status).toBe("sent");
  });

  it("keeps going when the relay cannot be reached: the message waits for its next attempt", async () => {
    const id = await queue(db(), "down@example.com", "Relay down");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const unreachable = smtpTransport("smtp://127.0.0.1:1", FROM);
    expect(await runSenderOnce(db(), unreachable)).toMatchObject({ claimed: 1, retried: 1 });
    warn.mockRestore();
    expect((await rowOf(db(), id)).lastError).toMatch(/ECONNREFUSED/);
  });

  it("runs as a loop that sends what is queued after it started, keeps going past failures, and stops on request", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const loop = startMailSender(transport);
    expect(startMailSender(transport)).toBe(loop);
    await queue(db(), "bounce.loop@example.com", "Refused in the loop");
    const id = await queue(db(), "loop@example.com", "From the loop");
    expect((await sink.waitFor("loop@example.com", () => true, 15_000)).subject).toBe("From the loop");
    await loop.stop();
    warn.mockRestore();
    log.mockRestore();
    expect((await rowOf(db(), id)).status).toBe("sent");
    const refused = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, "bounce.loop@example.com"));
    expect(refused[0]).toMatchObject({ status: "pending", attempts: 1 });
  });
});
