import "server-only";

import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalPositiveInt = z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./.data")),
    DB_POOL_MAX: positiveInt(10),
    API_KEYS: z
      .string({ error: "is required (comma-separated API keys)" })
      .transform((raw) =>
        raw
          .split(",")
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.length > 0, "must hold at least one key"),
    NEXTAUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    // Where mail goes: an SMTP relay (smtp:// or smtps://, credentials in the URL). Unset: each message is only
    // written to the server log, links included.
    SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Hireloop <no-reply@hireloop.local>")),
    // How long a claimed message stays reserved for its sender (default in lib/server/mail/settings.ts).
    MAIL_LEASE_MS: optionalPositiveInt,
    // The daily mails (job alerts, recruiters' applicant digests): how often each instance looks for due ones, and
    // how long after the last one the next is due (defaults in lib/server/mail/settings.ts; tests shorten both).
    DAILY_MAIL_INTERVAL_MS: optionalPositiveInt,
    DAILY_MAIL_PERIOD_MS: optionalPositiveInt,
    // How long a stage-change mail to a talent waits for later moves of the same application to replace (or undo)
    // it; 0 sends at once (default in lib/server/mail/settings.ts; the e2e server shortens it).
    STAGE_MAIL_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(86_400).optional()),
    // A conversation's message still unread this long is mailed to its recipient (one mail per burst), and how
    // often each instance looks for such messages (defaults in lib/server/mail/settings.ts; tests shorten both).
    MESSAGE_MAIL_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).optional()),
    MESSAGE_MAIL_INTERVAL_MS: optionalPositiveInt,
    // How often each instance looks for interviews due a 24 h or 1 h reminder (default in lib/server/mail/settings.ts).
    INTERVIEW_REMINDER_INTERVAL_MS: optionalPositiveInt,
    // How often each instance looks for scheduled runs that are due (default in lib/server/mail/settings.ts).
    RUNS_INTERVAL_MS: optionalPositiveInt,
    // The domain of the reply addresses (reply+{token}@MAIL_DOMAIN) in message mails: its MX must reach the inbound
    // SMTP server. Unset: the domain of MAIL_FROM's address.
    MAIL_DOMAIN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, "must be a domain name")
        .optional(),
    ),
    // The inbound SMTP server that takes replies to message mails (lib/server/mail/inbound): its port, and the
    // address it listens on (every interface when unset). Unset port: no inbound server.
    INBOUND_SMTP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
    INBOUND_SMTP_HOST: optionalString,
    SEED_ON_EMPTY: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("true")),
    // Public origin used for canonical URLs, Open Graph, the sitemap, robots.txt and every link in mail and the
    // log. Unset: NEXTAUTH_URL, else http://localhost:PORT (read it through siteUrl(), never directly).
    SITE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    NEXTAUTH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    // The port the server listens on (server.mjs sets it from -p too); 3000 when unset, as there.
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    // How many proxies we run in front of the app, each appending its peer to X-Forwarded-For: the
    // client is that many entries from the right. 0 (no proxy): the socket's address, as server.mjs records it.
    // Replaced: a boolean cannot say which X-Forwarded-For entry our own proxy wrote.
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z.undefined({ error: "was replaced by TRUST_PROXY_HOPS (how many proxies of ours are in front)" }),
    ),
    TRUST_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
    // "1" on the benchmark's server only: requests with `x-bench-cache: bypass` read jobs without the caches
    // (lib/server/jobs/bench-cache-bypass.ts, which reads it per request).
    BENCH_CACHE_BYPASS: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).optional()),
    // "1" on the benchmark's server only: it serves the bench's floors, /api/bench-floor and /test/bench-floor*
    // (lib/server/bench-floors.ts, which reads it per request); elsewhere they answer 404.
    BENCH_FLOORS: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).optional()),
    // The platform as the seller on every invoice (lib/server/invoices/seller.ts): the legal pages' entity unless set.
    SELLER_LEGAL_NAME: z.preprocess(emptyAsUndefined, z.string().default("Hireloop Ltd.")),
    SELLER_ADDRESS_LINE1: z.preprocess(emptyAsUndefined, z.string().default("21 Harbour Street")),
    SELLER_ADDRESS_LINE2: optionalString,
    SELLER_CITY: z.preprocess(emptyAsUndefined, z.string().default("Dublin")),
    SELLER_POSTAL_CODE: z.preprocess(emptyAsUndefined, z.string().default("D02 X285")),
    SELLER_COUNTRY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
        .default("IE"),
    ),
    SELLER_VAT_ID: z.preprocess(emptyAsUndefined, z.string().default("IE3912345QH")),
    SELLER_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("billing@hireloop.example")),
    // The platform's share of what a client is invoiced, in percent (up to two decimals): what the talent is paid
    // is each line's amount less it, rounded half-even; the difference is never a line of its own.
    PLATFORM_FEE_PERCENT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .min(0)
        .max(100)
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, "may have at most two decimals")
        .default(0),
    ),
    // Overrides of the rate-limit figures (their defaults live in lib/server/rate-limit/limits.ts).
    RATE_LIMIT_LOGIN_FAILURES: optionalPositiveInt,
    RATE_LIMIT_LOGIN_FAILURES_WINDOW: optionalPositiveInt,
    RATE_LIMIT_LOGIN_ACCOUNT: optionalPositiveInt,
    RATE_LIMIT_LOGIN_ACCOUNT_WINDOW: optionalPositiveInt,
    RATE_LIMIT_LOGIN_IP: optionalPositiveInt,
    RATE_LIMIT_LOGIN_IP_WINDOW: optionalPositiveInt,
    RATE_LIMIT_REGISTER_IP: optionalPositiveInt,
    RATE_LIMIT_REGISTER_IP_WINDOW: optionalPositiveInt,
    RATE_LIMIT_PROFILE_IP: optionalPositiveInt,
    RATE_LIMIT_PROFILE_IP_WINDOW: optionalPositiveInt,
  })
  .superRefine((env, ctx) => {
    // Instances that share one Postgres must share one secret, so none may invent its own.
    if (env.DATABASE_URL && !env.NEXTAUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message: "must be set when DATABASE_URL is set (every instance must share it)",
      });
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The origin the server is reached at, without a trailing slash, for every absolute link it builds: SITE_URL if
 * set, else NEXTAUTH_URL, else http://localhost on the port the server listens on.
 */
export function siteUrl(source: Pick<Env, "SITE_URL" | "NEXTAUTH_URL" | "PORT"> = env()): string {
  return (source.SITE_URL ?? source.NEXTAUTH_URL ?? `http://localhost:${source.PORT}`).replace(/\/+$/, "");
}
