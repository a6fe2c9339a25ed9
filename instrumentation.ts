// Runs once when a server process starts: validate the environment and open (migrate, seed)
// the database before the first request, and start the mail sender, the timed mails and the inbound mail server.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./lib/server/env");
  const { publicEnv } = await import("./lib/public-env");
  const { getDbHandle } = await import("./lib/server/db/client");
  const { DataDirLockedError } = await import("./lib/server/db/data-dir-lock");

  let config: ReturnType<typeof env>;
  try {
    config = env();
    publicEnv(); // the NEXT_PUBLIC_* values the browser is built with
  } catch (error) {
    // A wrong configuration never fixes itself: stop instead of serving errors.
    console.error(`[boot] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  try {
    const handle = await getDbHandle();
    console.log(`[boot] database ready (${handle.driver}${config.DATABASE_URL ? "" : `, ${config.DATA_DIR}`})`);
    // No manager yet: print the single-use link that makes the first one.
    const { announceSetupLink } = await import("./lib/server/manage/setup-link");
    await announceSetupLink(handle.db).catch((error: unknown) =>
      console.error("[setup] could not create the setup link:", error),
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[boot] ${error.message}`);
      process.exit(1);
    }
    // An unreachable database server may come back: keep serving (the API answers 503) and retry per request.
    console.error("[boot] database not ready yet:", error instanceof Error ? error.message : error);
  }

  // The outbox sender: every instance runs one; they share the queue without sending a message twice.
  const { startMailSender } = await import("./lib/server/mail/sender-loop");
  startMailSender();
  // Job alerts and recruiters' applicant digests: due ones are claimed once across instances and queued as mail.
  const { startDailyMails } = await import("./lib/server/mail/daily-loop");
  startDailyMails();
  // Mails about unread messages and interview reminders: each claimed once across instances.
  const { startInterviewReminders, startUnreadMessageMails } = await import("./lib/server/mail/message-mail-loops");
  startUnreadMessageMails();
  startInterviewReminders();
  // Scheduled runs (the weekly summary, …): each claimed once across instances when its time has come.
  const { startRunsLoop } = await import("./lib/server/runs/runs-loop");
  startRunsLoop();
  // Replies to those mails, when this instance takes inbound mail (INBOUND_SMTP_PORT).
  if (config.INBOUND_SMTP_PORT) {
    const { startInboundMail } = await import("./lib/server/mail/inbound/inbound-server");
    await startInboundMail({ port: config.INBOUND_SMTP_PORT, host: config.INBOUND_SMTP_HOST }).catch((error: unknown) =>
      console.error("[inbound-mail] could not start:", error instanceof Error ? error.message : error),
    );
  }
}
