import "server-only";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const positiveInt = (fallback: number) => z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./.data")),
    DB_POOL_MAX: positiveInt(10),
    API_KEYS: z
      .string({ error: "is required (comma-separated API keys)" })
      .transform((raw) => raw.split(",").map((key) => key.trim()).filter(Boolean))
      .refine((keys) => keys.length > 0, "must hold at least one key"),
    NEXTAUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    SEED_ON_EMPTY: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("true")),
    // Public origin used for canonical URLs, Open Graph, the sitemap and robots.txt.
    SITE_URL: z.preprocess(emptyAsUndefined, z.url().default("http://localhost:3000")),
    // Only behind a reverse proxy that sets X-Forwarded-For: otherwise a client could pick its own "IP".
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false")),
    // Rate limits: a count per window of seconds (fixed windows, shared by every instance).
    RATE_LIMIT_LOGIN_FAILURES: positiveInt(10),
    RATE_LIMIT_LOGIN_FAILURES_WINDOW: positiveInt(15 * 60),
    RATE_LIMIT_LOGIN_IP: positiveInt(30),
    RATE_LIMIT_LOGIN_IP_WINDOW: positiveInt(60),
    RATE_LIMIT_REGISTER_IP: positiveInt(20),
    RATE_LIMIT_REGISTER_IP_WINDOW: positiveInt(15 * 60),
    RATE_LIMIT_PROFILE_IP: positiveInt(60),
    RATE_LIMIT_PROFILE_IP_WINDOW: positiveInt(60),
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
