import { MailSink } from "../../support/mail-sink";
import { PASSWORD, register, uniqueEmail } from "../support/accounts";
import { api } from "../support/http";
import { query, type TestDatabase } from "../support/postgres";
import { Report } from "../support/report";
import { API_KEY, RAISED_LIMITS, sleep, startServer, stopServer, type Server } from "../support/servers";

/** The per-recipient limits under test (lib/server/mail/recipient-limits.ts). */
const CHANGE_EMAIL_PER_DAY = 3;
const RESET_PER_HOUR = 3;
const ATTACKERS = 6;
const CHANGES_PER_ATTACKER = 4;
const RESET_REQUESTS = 30;
/** Stage mails wait this long here (10 minutes in production): long enough to hold a burst, short enough to wait out. */
const STAGE_DELAY_SECONDS = 4;

type Kind = "talent" | "client";

const post = (server: Server, path: string, json: unknown, token?: string, localAddress?: string) =>
  api(server.origin, API_KEY).post(path, { json, token, localAddress });

/** An account whose email is verified with the link the sink received, as its owner would. */
async function verifiedAccount(server: Server, sink: MailSink, kind: Kind) {
  const account = await register(server.origin, kind);
  const mail = await sink.waitFor(account.email, (m) => m.subject === "Verify your email address", 30_000);
  const link = new URL(mail.links.find((l) => l.includes("/verify-email"))!);
  const res = await post(server, `/api/${kind}/email/verify`, { token: link.searchParams.get("token") });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${res.body.toString()}`);
  const info = await api(server.origin, API_KEY).get(`/api/${kind}/info`, { token: account.token });
  return { ...account, id: (info.json() as { data: { id: number } }).data.id };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/**
 * Part 10: strangers try to flood one address with mail. Six verified accounts ask, four times each, to move their
 * email to the victim's address, an unverified one tries too, and 30 password resets are asked for another victim
 * from many client addresses: each victim receives at most its limit. Then a recruiter drags a card back and forth:
 * a move and its undo send the talent nothing, a burst of moves one mail with the latest stage.
 */
export async function checkMailFloods(db: TestDatabase, port: number, sinkPort: number): Promise<Report> {
  const report = new Report("10 Mail floods");
  const sink = await MailSink.start({ port: sinkPort });
  const server = await startServer({
    name: "postgres-floods",
    port,
    databaseUrl: db.url,
    env: { ...RAISED_LIMITS, SMTP_URL: sink.url, STAGE_MAIL_DELAY_SECONDS: String(STAGE_DELAY_SECONDS) },
  });
  try {
    const victim = uniqueEmail("victim");
    const attackers = await Promise.all(
      Array.from({ length: ATTACKERS }, (_, i) => verifiedAccount(server, sink, i % 2 ? "client" : "talent")),
    );
    const unverified = await register(server.origin, "talent");
    const changeStatuses = (
      await Promise.all(
        attackers.flatMap((attacker, i) =>
          Array.from({ length: CHANGES_PER_ATTACKER }, () =>
            post(
              server,
              `/api/${i % 2 ? "client" : "talent"}/email/change`,
              { email: victim, current_password: PASSWORD },
              attacker.token,
            ),
          ),
        ),
      )
    ).map((res) => res.status);
    const fromUnverified = await post(
      server,
      "/api/talent/email/change",
      { email: uniqueEmail("other"), current_password: PASSWORD },
      unverified.token,
    );
    report.equal("email change from an unverified account", fromUnverified.status, 403);
    report.figure(`email changes asked (${ATTACKERS} accounts)`, changeStatuses.length);
    report.equal("email changes accepted (202)", count(changeStatuses, 202), CHANGE_EMAIL_PER_DAY);
    report.equal(
      "email changes refused (429)",
      count(changeStatuses, 429),
      changeStatuses.length - CHANGE_EMAIL_PER_DAY,
    );

    const resetVictim = await register(server.origin, "talent");
    const resetStatuses = (
      await Promise.all(
        Array.from({ length: RESET_REQUESTS }, (_, i) =>
          post(
            server,
            "/api/auth/password/forgot",
            { email: resetVictim.email, type: "talent" },
            undefined,
            `127.0.0.${2 + (i % 20)}`,
          ),
        ),
      )
    ).map((res) => res.status);
    report.equal("reset requests answered 202", count(resetStatuses, 202), RESET_REQUESTS);

    // Everything queued goes within a few polls of the sender.
    await sleep(8_000);
    const confirmations = sink.to(victim).filter((m) => m.subject === "Confirm your new email address");
    report.atMost("confirmation mails to the victim", confirmations.length, CHANGE_EMAIL_PER_DAY);
    report.equal(
      "…of them greeting the victim by a name",
      confirmations.filter((m) => !m.text.startsWith("Hello,")).length,
      0,
    );
    const resets = sink.to(resetVictim.email).filter((m) => m.subject === "Reset your password");
    report.atMost("reset mails to the victim", resets.length, RESET_PER_HOUR);
    report.atLeast("…and some went (the limit is not a blackout)", Math.min(confirmations.length, resets.length), 1);

    await checkStageBursts(report, server, sink, db);
  } finally {
    await stopServer(server);
    await sink.stop();
  }
  return report;
}

/** A recruiter's card moves: one move and its undo, then a burst of four moves, all within the mail's delay. */
async function checkStageBursts(report: Report, server: Server, sink: MailSink, db: TestDatabase): Promise<void> {
  const recruiter = await verifiedAccount(server, sink, "client");
  const undone = await register(server.origin, "talent");
  const burst = await register(server.origin, "talent");
  // An open job of the recruiter's company and two applications to it, written straight to the (unseeded) database:
  // the part is about the mails of moves, not about publishing and applying.
  await query(
    db.url,
    `insert into categories (id, name, slug) values (9001, 'Floods', 'floods') on conflict do nothing`,
  );
  const [job] = await query<{ id: number; title: string }>(
    db.url,
    `insert into jobs (slug, title, company_name, company_id, category_id, description, job_type, experience_level,
       location, rate_min, rate_max)
     select 'flood-job-' || c.id, 'Flood engineer', 'Acme', c.id, 9001, 'Moves back and forth.', 'hourly', 'senior',
       'Remote', 50, 80
     from companies c where c.client_id = $1 returning id, title`,
    [recruiter.id],
  );
  const applicationOf = async (email: string) =>
    (
      await query<{ id: number }>(
        db.url,
        `insert into applications (talent_id, job_id) select id, $2 from talents where email = $1 returning id`,
        [email, job!.id],
      )
    )[0]!.id;
  const moves = async (applicationId: number, stages: string[]) => {
    for (let i = 1; i < stages.length; i++) {
      const res = await post(
        server,
        `/api/client/applications/${applicationId}/stage`,
        { stage: stages[i], from_stage: stages[i - 1] },
        recruiter.token,
      );
      if (res.status !== 200) throw new Error(`move failed: ${res.status} ${res.body.toString()}`);
    }
  };
  await moves(await applicationOf(undone.email), ["applied", "interview", "applied"]);
  await moves(await applicationOf(burst.email), ["applied", "screening", "interview", "screening", "offer"]);
  await sleep((STAGE_DELAY_SECONDS + 6) * 1000);
  const stageMails = (email: string) => sink.to(email).filter((m) => m.subject.includes(job!.title));
  report.equal("stage mails after a move and its undo", stageMails(undone.email).length, 0);
  const burstMails = stageMails(burst.email);
  report.equal("stage mails after a burst of 4 moves", burstMails.length, 1);
  report.equal(
    "…telling the latest stage (Offer)",
    burstMails.filter((m) => m.subject.endsWith("moved to Offer")).length,
    1,
  );
}
