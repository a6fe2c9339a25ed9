// Lighthouse on the signed-in pages, each with its account's session cookie, next to the bare page in the same batch.
// The cookie goes into the browser's own jar (Chromium drops a Cookie header given as Lighthouse's extraHeaders):
// puppeteer-core, which Lighthouse itself depends on, sets it over the DevTools protocol before each audit.
import puppeteer from "puppeteer-core";

import { managerCookie, sessionCookie } from "./fixtures.mjs";
import { auditPages } from "./lighthouse.mjs";
import { assertOk } from "./load.mjs";
import { API_KEY, FLOOR_PAGE } from "./suites.mjs";

/** The pages and the cookie each is audited with (the talent is the fixtures' first: vetted, two applications). */
export async function signedInPages(origin, fixtures) {
  const { password } = fixtures;
  const talent = await sessionCookie(origin, API_KEY, "talent", fixtures.talents[0].email, password);
  const recruiter = await sessionCookie(origin, API_KEY, "client", fixtures.recruiter.email, password);
  const manager = await managerCookie(origin, API_KEY, fixtures.manager.email, password);
  return {
    "talent dashboard": ["/talent", talent],
    "profile editor": ["/talent/profile", talent],
    "pipeline board": [`/recruiter/jobs/${fixtures.jobs.boardJobId}/applicants`, recruiter],
    "vetting queue": ["/admin/vetting", manager],
  };
}

export async function signedInSuite(origin, fixtures, { runs, log }) {
  const pages = [{ name: "floor", url: `${origin}${FLOOR_PAGE}` }];
  for (const [name, [path, cookie]] of Object.entries(await signedInPages(origin, fixtures))) {
    const headers = { Cookie: cookie };
    // Signed in, the page answers 200 itself, not the sign-in redirect (which fetch would follow to a 200).
    const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
    if (response.status !== 200)
      throw new Error(
        `${path} with the session cookie answered ${response.status} ${response.headers.get("location") ?? ""}`,
      );
    await response.arrayBuffer();
    pages.push({ name, url: `${origin}${path}`, cookie });
  }
  await assertOk(`${origin}${FLOOR_PAGE}`);
  let browser;
  const beforePage = async (page, port) => {
    if (!page.cookie) return;
    browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    const [name, ...value] = page.cookie.split("=");
    await browser.setCookie({
      name,
      value: value.join("="),
      domain: new URL(origin).hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    });
  };
  let audited;
  try {
    audited = await auditPages(pages, { runs, log, beforePage });
  } finally {
    await browser?.disconnect();
  }
  // Lighthouse sends the cookie itself (extraHeaders): a page it saw redirected was not audited signed in.
  for (const [name, page] of Object.entries(audited)) {
    if (new URL(page.finalUrl).pathname !== new URL(page.url).pathname)
      throw new Error(`Lighthouse audited ${name} at ${page.finalUrl}, not ${page.url}`);
  }
  return audited;
}
