import { register, registrationBody, uniqueEmail } from "../support/accounts";
import { api, Multipart, request } from "../support/http";
import { Report } from "../support/report";
import { API_KEY, type Server } from "../support/servers";

const SIGNUPS = 50;
const UPDATES = 20;

/** A valid PNG whose text chunk makes its bytes (and so its hash) unique to request `i`. */
function uniquePng(i: number): Buffer {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  );
  const text = Buffer.from(`Comment\0request-${i}`, "latin1");
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write("tEXt", 4, "latin1");
  text.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([Buffer.from("tEXt"), text])), 8 + text.length);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const pdf = (i: number) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% request-${i}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );

/** Request `i`'s form: every text field tagged with `i`, in different encodings and orders, with an avatar (and a résumé for odd `i`). */
function updateForm(i: number): Multipart {
  const form = new Multipart();
  const fields: [string, string][] = [
    ["first_name", `First${i}`],
    ["last_name", `Last${i}`],
    ["headline", `Headline ${i}`],
    ["bio", `Bio of request ${i}. `.repeat(1 + (i % 5))],
    ["location", `City ${i}`],
    ["hourly_rate", String(10 + i)],
    ["years_experience", String(i)],
  ];
  if (i % 2 === 0) fields.reverse();
  for (const [name, value] of fields) form.field(name, value);
  // Lists two ways: `name[]` repeated, or `name` repeated.
  const listKey = i % 3 === 0 ? "custom_skills[]" : "custom_skills";
  form.field(listKey, `skill-${i}-a`).field(listKey, `skill-${i}-b`);
  form.file("avatar", uniquePng(i), `avatar-${i}.png`, "image/png");
  if (i % 2 === 1) form.file("resume", pdf(i), `cv-${i}.pdf`, "application/pdf");
  return form;
}

type Profile = {
  first_name: string;
  last_name: string;
  profile: Record<string, unknown> & { avatar_url: string | null; resume_url: string | null; custom_skills: string[] };
};

/** The request a value was tagged with, or undefined. */
const tagOf = (value: unknown) => {
  const match = /(\d+)/.exec(String(value));
  return match ? Number(match[1]) : undefined;
};

/** Part 4: concurrent sign-ups of one email and concurrent profile updates of one account. */
export async function checkRaces(server: Server, label: string, countOrphans: () => Promise<number>): Promise<Report> {
  const report = new Report(`4 Races (${label})`);
  const client = api(server.origin, API_KEY);

  const email = uniqueEmail("race");
  const signups = await Promise.all(
    Array.from({ length: SIGNUPS }, (_, i) =>
      client.post("/api/talent/register", { json: registrationBody("talent", i % 3 ? email : email.toUpperCase()) }),
    ),
  );
  const created = signups.filter((res) => res.status === 201).length;
  const refused = signups.filter((res) => res.status >= 400 && res.status < 500).length;
  report.figure("same-email sign-ups sent at once", SIGNUPS);
  report.equal("  answered 201", created, 1);
  report.equal("  answered 4xx (email taken)", refused, SIGNUPS - 1);

  const talent = await register(server.origin, "talent");
  const updates = await Promise.all(
    Array.from({ length: UPDATES }, (_, i) =>
      client.post("/api/talent/profile_update", { form: updateForm(i), token: talent.token }),
    ),
  );
  const ok = updates.filter((res) => res.status === 200).length;
  report.figure("profile updates of one account sent at once", UPDATES);
  report.equal("  answered 200", ok, UPDATES);

  const info = await client.get("/api/talent/info", { token: talent.token });
  const user = (info.json() as { data: Profile }).data;
  const p = user.profile;
  const tags = new Set(
    [user.first_name, user.last_name, p.headline, p.bio, p.location, p.custom_skills[0], p.custom_skills[1]].map(tagOf),
  );
  tags.add(Number(p.hourly_rate) - 10);
  tags.add(Number(p.years_experience));
  const [winner] = tags;
  const avatar = p.avatar_url
    ? await request(server.origin, { path: new URL(p.avatar_url, server.origin).pathname })
    : undefined;
  const avatarTag =
    avatar?.status === 200 ? tagOf(/request-(\d+)/.exec(avatar.body.toString("latin1"))?.[1]) : undefined;
  const resumeExpected = winner !== undefined && winner % 2 === 1;
  let resumeConsistent = true;
  if (resumeExpected) {
    const resume = p.resume_url
      ? await client.get(new URL(p.resume_url, server.origin).pathname, { token: talent.token })
      : undefined;
    resumeConsistent = resume?.status === 200 && resume.body.toString("latin1").includes(`request-${winner}\n`);
  }
  const consistent = tags.size === 1 && avatarTag === winner && resumeConsistent;
  report.check(
    "final profile: fields, avatar, résumé from one request",
    consistent ? `yes (request ${winner})` : `no (tags ${[...tags].join(",")}, avatar ${avatarTag})`,
    "yes",
    consistent,
  );
  if (!resumeExpected) report.note(`the last update (request ${winner}) carried no résumé; an earlier one stays`);
  report.equal("orphaned stored files", await countOrphans(), 0);
  return report;
}
