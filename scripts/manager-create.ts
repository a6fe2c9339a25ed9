// Creates a manager account: `npm run manager:create -- --email a@b.c --first-name Ada --last-name Lovelace`.
// The password is asked for (hidden) on a terminal, or read from the first line of standard input
// (`printf '%s\n' "$PASSWORD" | npm run manager:create -- …`). There is no default password.
import "./load-env";

import readline from "node:readline";
import { parseArgs } from "node:util";
import { ZodError } from "zod";

import { createManager } from "@/lib/server/accounts/managers";
import { openPglite, openPostgres } from "@/lib/server/db/open";
import { env } from "@/lib/server/env";

type Prompt = (question: string, hidden?: boolean) => Promise<string>;

function terminalPrompt(): { ask: Prompt; close(): void } {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  // Echo nothing while a password is typed.
  const output = rl as unknown as { _writeToOutput(text: string): void };
  const write = output._writeToOutput.bind(rl);
  output._writeToOutput = (text) => write(muted && !text.includes("\n") ? "" : text);
  const ask: Prompt = (question, hidden = false) =>
    new Promise((resolve) => {
      muted = false;
      rl.question(question, (answer) => {
        muted = false;
        if (hidden) process.stdout.write("\n");
        resolve(answer);
      });
      muted = hidden;
    });
  return { ask, close: () => rl.close() };
}

async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function readInput() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  if (!process.stdin.isTTY) {
    if (!values.email || !values["first-name"] || !values["last-name"]) {
      throw new Error("Without a terminal, give --email, --first-name and --last-name, and the password on stdin.");
    }
    return {
      email: values.email,
      first_name: values["first-name"],
      last_name: values["last-name"],
      password: await firstLineOfStdin(),
    };
  }
  const prompt = terminalPrompt();
  try {
    const email = values.email ?? (await prompt.ask("Email: "));
    const firstName = values["first-name"] ?? (await prompt.ask("First name: "));
    const lastName = values["last-name"] ?? (await prompt.ask("Last name: "));
    const password = await prompt.ask("Password (8-128 characters): ", true);
    if ((await prompt.ask("Repeat the password: ", true)) !== password) throw new Error("The passwords do not match.");
    return { email, first_name: firstName, last_name: lastName, password };
  } finally {
    prompt.close();
  }
}

async function main() {
  const input = await readInput();
  const config = env();
  // openPglite takes the data-directory lock: it refuses while the app holds the same directory.
  const handle = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 2) : await openPglite(config.DATA_DIR);
  try {
    const manager = await createManager(handle.db, input);
    console.log(`Manager ${manager.email} created (id ${manager.id}). Sign in with POST /api/manage/login.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    for (const issue of error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
