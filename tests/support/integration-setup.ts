import nextEnv from "@next/env";

// The same committed .env the app reads, so handlers see the development API key.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

const RAISABLE_LIMITS = [
  "RATE_LIMIT_LOGIN_FAILURES",
  "RATE_LIMIT_LOGIN_ACCOUNT",
  "RATE_LIMIT_LOGIN_IP",
  "RATE_LIMIT_REGISTER_IP",
  "RATE_LIMIT_PROFILE_IP",
];

// Rate limits are the subject of their own test file, which lowers them again; everywhere else
// they would only get in the way of many requests from one "client".
for (const name of RAISABLE_LIMITS) {
  process.env[name] = "100000";
}
