import crypto from "node:crypto";
import zlib from "node:zlib";
import { expect, type Page } from "@playwright/test";

import { fillTalentSignup, uniqueEmail } from "./auth";
import { apiJob as postJob } from "./hiring-api";
import { verifyFromMail } from "./verification";

/** The signed-in recruiter's API token, as the browser keeps it. */
async function clientToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem("authToken"));
  if (!token) throw new Error("this tab holds no client token");
  return token;
}

/** A recruiter signed up through the form, with a company name no other test shares, email verified from the mail (so it may publish). */
export async function signUpRecruiterWithCompany(page: Page, firstName: string, lastName: string) {
  const company = `Harbor Lights ${crypto.randomBytes(3).toString("hex")}`;
  await page.goto("/signup/recruiter");
  await fillTalentSignup(page, firstName, lastName, uniqueEmail("e2e-jobs-client"));
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Company size").selectOption("11-50");
  await page.getByLabel("What are you hiring for?").selectOption({ label: "Software Development" });
  await page.getByRole("button", { name: "Create account" }).click();
  // Not the URL alone: "/signup/recruiter" ends in "/recruiter" too.
  await expect(page.getByRole("heading", { name: `Welcome, ${firstName} ${lastName}` })).toBeVisible();
  await verifyFromMail(page.request, "client", await clientToken(page));
  return { company };
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 96×96 PNG: a brand-blue square with a lighter band, so a shown logo is plain to see in a screenshot. */
export function logoPng(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const band = y > size / 3 && y < (size * 2) / 3;
    const pixel = band ? [147, 197, 253] : [37, 99, 235];
    return Buffer.from([0, ...Array.from({ length: size }, () => pixel).flat()]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A job posted through the API for the signed-in recruiter (for tests about the list rather than the editor); a publish verifies the email first. */
export async function apiJob(page: Page, title: string, publish = true) {
  const token = await clientToken(page);
  if (publish) await verifyFromMail(page.request, "client", token);
  return postJob(page.request, token, { title, publish });
}
