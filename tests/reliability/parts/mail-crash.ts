import { MailSink } from "../../support/mail-sink";
import { query, type TestDatabase } from "../support/postgres";
import { Report } from "../support/report";
import { killServer, restartServer, sleep, startServer, type Server } from "../support/servers";

const QUEUED = 200;
/** The messages the sink takes before the crash: two whole batches of the sender (MAIL_BATCH_SIZE = 10). */
const TAKEN_BEFORE_KILL = 20;
const LEASE_MS = 4_000;
const DRAIN_TIMEOUT_MS = 90_000;

/**
 * Part 8: 200 notifications wait in the outbox; the server is SIGKILLed in the middle of an SMTP conversation
 * (the sink holds its answer and the server dies before it), then restarted. Every message must arrive exactly
 * once: none lost with the crash, none sent twice by the restarted sender.
 */
export async function checkMailCrash(db: TestDatabase, port: number, sinkPort: number): Promise<Report> {
  const report = new Report("8 Mail after SIGKILL");
  let server: Server | undefined;
  let killing: Promise<void> | undefined;
  /** When the killed server was gone (0 before): data begun earlier came from it, whatever the parser's timing. */
  let killedAt = 0;
  const sink = await MailSink.start({
    port: sinkPort,
    // The message that would be number 21 is never answered: the server dies while waiting for the answer. The rest
    // of its batch, whose data arrived before the kill, is refused too: the dead server never heard an answer, so
    // counting them would be counting a relay's duplicate, not the sender's.
    accept: async (mail) => {
      if (killedAt > 0) return mail.dataStartedAt > killedAt;
      if (killing) return false;
      if (sink.messages.length < TAKEN_BEFORE_KILL) return true;
      killing = killServer(server!).then(() => {
        killedAt = Date.now();
      });
      await killing;
      return false;
    },
  });
  try {
    const env = { SMTP_URL: sink.url, MAIL_LEASE_MS: String(LEASE_MS), SEED_ON_EMPTY: "false" };
    server = await startServer({ name: "postgres-mail", port, databaseUrl: db.url, env });
    await query(
      db.url,
      `insert into mail_outbox (to_address, subject, html, text, kind)
       select 'talent' || n || '@example.com', 'Your application moved to Interview', '<p>Interview</p>', 'Interview', 'stage_changed'
       from generate_series(1, $1::int) as n`,
      [QUEUED],
    );
    const deadline = Date.now() + 30_000;
    while (!killing && Date.now() < deadline) await sleep(50);
    report.check("server killed mid-send", killing ? "yes" : "no", "yes", killing !== undefined);
    await killing;
    report.figure("received before the crash", sink.messages.length);

    const restartedAt = Date.now();
    server = await restartServer(server);
    const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (sink.messages.length < QUEUED && Date.now() < drainDeadline) await sleep(200);
    const drainedIn = Date.now() - restartedAt;
    // A late duplicate would come after a lease ran out: wait one more lease and poll before counting.
    await sleep(LEASE_MS + 2_500);

    const perRecipient = new Map<string, number>();
    for (const mail of sink.messages) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const twice = [...perRecipient.values()].filter((n) => n > 1).length;
    report.equal("messages received, each recipient once", perRecipient.size, QUEUED);
    report.equal("messages received more than once", twice, 0);
    report.equal("messages received in all", sink.messages.length, QUEUED);
    const [row] = await query<{ sent: number }>(
      db.url,
      "select count(*)::int as sent from mail_outbox where status = 'sent'",
    );
    report.equal("outbox rows marked sent", row!.sent, QUEUED);
    report.figure("restart to last message (ms)", drainedIn);
  } finally {
    if (server) await killServer(server);
    await sink.stop();
  }
  return report;
}
