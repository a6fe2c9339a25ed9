import { z } from "@/lib/validation/zod";

// The NEXT_PUBLIC_* values: the only configuration the browser sees, checked here like t3's `client:` block.
// (lib/server/env.ts holds the server's.) Next inlines a value into the bundle only where
// `process.env.NEXT_PUBLIC_…` is written out in full, so publicEnv() names each one; never spread process.env.

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  // Sent as the X-API-KEY header of every API call. Unset, each call fails with "API key is missing"
  // (lib/api/client.ts) instead of the page failing to load.
  NEXT_PUBLIC_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[!-~]+$/, "must be printable ASCII without spaces (it is sent as a header)")
      .optional(),
  ),
  // Where the browser's API calls go, e.g. https://api.example.com; unset, to this app's own origin.
  NEXT_PUBLIC_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

export type PublicEnv = z.infer<typeof schema>;

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new Error(`Invalid public environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: { key: string | undefined; baseUrl: string | undefined; env: PublicEnv } | undefined;

/** The checked NEXT_PUBLIC_* values; parsed again only when one changes (constants in a build, stubbed in tests). */
export function publicEnv(): PublicEnv {
  const key = process.env.NEXT_PUBLIC_API_KEY;
  const baseUrl = process.env.NEXT_PUBLIC_API_BASE_URL;
  if (!cached || cached.key !== key || cached.baseUrl !== baseUrl) {
    const env = parsePublicEnv({ NEXT_PUBLIC_API_KEY: key, NEXT_PUBLIC_API_BASE_URL: baseUrl });
    cached = { key, baseUrl, env };
  }
  return cached.env;
}
