import fc from "fast-check";

import { Multipart } from "./http";

// Generators of malformed input: values, path segments, query strings and whole bodies.

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE talents; --",
  "1 UNION SELECT password_hash FROM talents",
  "1); SELECT pg_sleep(10); --",
  "$$;",
  "\\x00",
  "%' AND 1=0 --",
];
const SCRIPT = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "<?php system($_GET['c']); ?>",
  "__proto__",
  "constructor",
];
const ODD_TEXT = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFFx",
  "\uFEFF",
  "\u202Egnp.exe",
  "𝕏".repeat(40),
  "\r\n\r\n",
  " ",
  "",
  "null",
  "undefined",
  "NaN",
  "-0",
  "1e309",
  "0x1F",
  "١٢٣",
];
const ODD_NUMBERS = [-1, 0, -0, 1.5, -2147483649, 2147483648, 9007199254740993, 1e21, 1e308, -1e308, Number.MIN_VALUE];

export const hugeString = fc
  .integer({ min: 1_000, max: 80_000 })
  .chain((n) => fc.constantFrom("A", "é", "𝕏", "'").map((c) => c.repeat(n)));

export const weirdString = fc.oneof(
  fc.constantFrom(...SQL, ...SCRIPT, ...ODD_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.emailAddress(),
  fc.tuple(fc.emailAddress(), fc.constantFrom(...ODD_TEXT, ...SQL)).map(([email, odd]) => `${odd}${email}`),
  fc.constantFrom("violet-harbour-42", "1", "2", "3", "software-development", "a@b.co"),
  { arbitrary: hugeString, weight: 1 },
);

const weirdNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.integer(), fc.double());

export const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { arbitrary: weirdString, weight: 5 },
    { arbitrary: weirdNumber, weight: 2 },
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("leaf"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("leaf"), { maxKeys: 3 }),
  ),
  leaf: fc.oneof(weirdString, weirdNumber, fc.constant(null), fc.boolean()),
})).value;

/** A path segment: plausible, odd but encoded, or raw bytes that are not valid percent-encoded UTF-8. */
export const weirdSegment = fc.oneof(
  fc.constantFrom(
    "1",
    "2",
    "3",
    "0",
    "-1",
    "4",
    "999999999999999999999",
    "1e309",
    "0x10",
    "1.5",
    "00000000-0000-0000-0000-000000000000",
    "senior-frontend-engineer",
  ),
  fc.constantFrom(
    "%ff",
    "%c3%28",
    "%e0%80%af",
    "%",
    "%zz",
    "%00",
    "..%2f..%2fetc%2fpasswd",
    "%2e%2e",
    "%ed%a0%80",
    "a%0d%0aSet-Cookie:x=1",
  ),
  weirdString.filter((s) => s.length < 2_000).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "")) || "x"),
  fc.uuid().map(String),
);

const encodeQuery = (value: unknown) =>
  typeof value === "string"
    ? encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD")).slice(0, 6_000)
    : encodeURIComponent(JSON.stringify(value) ?? "");

/** A query string over `keys` (and some unknown ones): odd values, bad percent-encoding, repeats and arrays. */
export const weirdQuery = (keys: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...(keys.length ? keys : ["q"])),
          fc.constantFrom("page[]", "__proto__", "x", "per_page[a]", ""),
        ),
        fc.oneof(weirdValue.map(encodeQuery), weirdSegment),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));

export type GeneratedBody = { contentType?: string; body?: Buffer; kind: string };

const jsonTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  undefined,
  "multipart/form-data",
  "image/png",
  "garbage/;;;=",
);
const FAKE_FILES = [
  { name: "avatar.png", type: "image/png", bytes: Buffer.from("not really a png") },
  { name: "shell.jpg.php", type: "image/jpeg", bytes: Buffer.from("\xff\xd8\xff<?php echo 1; ?>", "latin1") },
  { name: "../../etc/passwd", type: "application/pdf", bytes: Buffer.from("%PDF-1.4\n/JS (app.alert(1))\n%%EOF") },
  { name: "x".repeat(300), type: "", bytes: Buffer.alloc(0) },
  { name: "cv.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") },
];

const objectOf = (fields: string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...(fields.length ? fields : ["x"])), fc.string({ maxLength: 10 })),
    weirdValue,
    { maxKeys: 8 },
  );

const formText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function multipartOf(record: Record<string, unknown>, files: typeof FAKE_FILES): Multipart {
  const form = new Multipart();
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value)) for (const item of value) form.field(`${key}[]`, formText(item));
    else form.field(key, formText(value));
  }
  for (const [i, file] of files.entries()) form.file(i % 2 ? "resume" : "avatar", file.bytes, file.name, file.type);
  return form;
}

/** Bodies for a call whose fields are `fields`: odd JSON, bad JSON, bad bytes, odd and broken multipart. */
export const weirdBody = (fields: string[]): fc.Arbitrary<GeneratedBody> =>
  fc.oneof(
    fc
      .tuple(objectOf(fields), jsonTypes)
      .map(([value, contentType]) => ({ kind: "json object", contentType, body: Buffer.from(JSON.stringify(value)) })),
    fc
      .tuple(
        fc.constantFrom(
          "{",
          '{"email":',
          "[1,2",
          '{"a":1}}',
          "nul",
          "'single'",
          '{"__proto__":{"admin":true}}',
          "\u0000",
          "{}".repeat(5_000),
        ),
        jsonTypes,
      )
      .map(([text, contentType]) => ({ kind: "bad json", contentType, body: Buffer.from(text) })),
    fc.tuple(fc.oneof(weirdValue, fc.array(weirdValue)), jsonTypes).map(([value, contentType]) => ({
      kind: "json non-object",
      contentType,
      body: Buffer.from(JSON.stringify(value) ?? ""),
    })),
    fc
      .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...FAKE_PREFIXES), jsonTypes)
      .map(([bytes, prefix, contentType]) => ({
        kind: "bad utf-8",
        contentType,
        body: Buffer.concat([
          Buffer.from(prefix, "latin1"),
          Buffer.from(bytes),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe0, 0x80, 0xaf]),
          Buffer.from('"}'),
        ]),
      })),
    objectOf(fields).map((value) => ({
      kind: "url-encoded",
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(
        Object.entries(value)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeQuery(v)}`)
          .concat(["bad=%zz%ff", "x=%"])
          .join("&"),
      ),
    })),
    fc.tuple(objectOf(fields), fc.subarray(FAKE_FILES, { maxLength: 2 })).map(([value, files]) => {
      const form = multipartOf(value, files);
      return {
        kind: "multipart",
        contentType: `multipart/form-data; boundary=${form.boundary}`,
        body: form.toBuffer(),
      };
    }),
    fc.tuple(objectOf(fields), fc.nat(), fc.constantFrom(...BROKEN_MULTIPART)).map(([value, cut, breakIt]) => {
      const form = multipartOf(value, FAKE_FILES.slice(0, 1));
      return { kind: "broken multipart", ...breakIt(form, cut) };
    }),
    fc.constantFrom<GeneratedBody>(
      { kind: "empty", contentType: "application/json" },
      { kind: "empty", contentType: "multipart/form-data; boundary=x" },
      { kind: "empty" },
    ),
  );

const FAKE_PREFIXES = [
  '{"email":"',
  '{"first_name":"',
  "email=",
  "",
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
];

type Breaker = (form: Multipart, cut: number) => { contentType: string; body: Buffer };
const BROKEN_MULTIPART: Breaker[] = [
  (form, cut) => {
    const body = form.toBuffer();
    return { contentType: `multipart/form-data; boundary=${form.boundary}`, body: body.subarray(0, cut % body.length) };
  },
  (form) => ({ contentType: "multipart/form-data; boundary=not-the-boundary", body: form.toBuffer() }),
  (form) => ({ contentType: "multipart/form-data", body: form.toBuffer() }),
  (form) => ({
    contentType: `multipart/form-data; boundary=${form.boundary}`,
    body: Buffer.from(form.toBuffer().toString("latin1").replace(`--${form.boundary}--`, ""), "latin1"),
  }),
  (form) => ({
    contentType: `multipart/form-data; boundary=${form.boundary}`,
    body: Buffer.from(
      form
        .toBuffer()
        .toString("latin1")
        .replace(/Content-Disposition: form-data; /g, "Content-Disposition: \u00ff;\r\n "),
      "latin1",
    ),
  }),
  (form) => ({ contentType: `multipart/form-data; boundary="${form.boundary}`, body: form.toBuffer() }),
];
