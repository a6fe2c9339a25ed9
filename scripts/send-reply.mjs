// Answers a message mail by email, as a mail program would: sends a reply to the inbound SMTP server.
//   node scripts/send-reply.mjs --to reply+…@hireloop.local --from you@example.com "Tuesday works for me."
// --to is the Reply-To of the `[mail]` log line, --from the address of the account the mail went to; --port is
// INBOUND_SMTP_PORT (2526 unless set), --host 127.0.0.1 unless given.
import { parseArgs } from "node:util";
import nodemailer from "nodemailer";

const { values, positionals } = parseArgs({
  options: {
    to: { type: "string" },
    from: { type: "string" },
    host: { type: "string", default: "127.0.0.1" },
    port: { type: "string", default: process.env.INBOUND_SMTP_PORT || "2526" },
  },
  allowPositionals: true,
});
const text = positionals.join(" ").trim();
if (!values.to || !values.from || !text) {
  console.error('Usage: node scripts/send-reply.mjs --to reply+…@domain --from you@example.com "Your reply"');
  process.exit(2);
}

const mailer = nodemailer.createTransport({
  host: values.host,
  port: Number(values.port),
  secure: false,
  ignoreTLS: true,
});
try {
  // The quote below stands for the mail being answered: the server strips it, as it would a mail program's.
  const info = await mailer.sendMail({
    from: values.from,
    to: values.to,
    subject: "Re: your message",
    text: `${text}\n\nOn ${new Date().toUTCString()}, Hireloop <${values.to}> wrote:\n> (the message you answer)\n`,
  });
  console.log(`Accepted: ${info.response}`);
} catch (error) {
  console.error(`Refused: ${error.response ?? error.message}`);
  process.exitCode = 1;
} finally {
  mailer.close();
}
