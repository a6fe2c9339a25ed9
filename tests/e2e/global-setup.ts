import fs from "node:fs";
import path from "node:path";

import { MailSink } from "../support/mail-sink";
import { e2eMailDir, e2eMailPort } from "./support/mail-sink-location";

/**
 * Runs the mail sink for the whole run: the server under test sends through SMTP_URL to it, and it writes each
 * message to e2eMailDir, where tests/e2e/support/mail.ts finds it.
 */
export default async function globalSetup() {
  fs.rmSync(e2eMailDir, { recursive: true, force: true });
  let count = 0;
  const sink = await MailSink.start({
    port: e2eMailPort,
    onMessage: (mail) => {
      fs.mkdirSync(e2eMailDir, { recursive: true });
      const name = `${Date.now()}-${String(++count).padStart(5, "0")}.json`;
      // Written whole, then renamed: a reader never sees half a message.
      const file = path.join(e2eMailDir, name);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
      fs.renameSync(`${file}.tmp`, file);
    },
  });
  return async () => {
    await sink.stop();
  };
}
