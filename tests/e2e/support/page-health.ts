import path from "node:path";
import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** The live event stream a workspace tab holds open: never "finished", so never counted as a request in flight. */
const LIVE_STREAM = /\/api\/(talent|client)\/events(\?|$)/;

/** Where the suite saves a screenshot of every state it visits (test-results/ is ignored by git). */
export const SCREENSHOT_DIR = path.join("test-results", "page-health");

/** Collects every Content-Security-Policy violation the page reports, from before its first script. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy"))
      violations.push(message.text());
  });
  return violations;
}

/**
 * Watches a page the way a person would notice trouble: console errors, uncaught errors, policy
 * violations, and sub-resources that answer 4xx/5xx or fail to load. `check` then looks at the
 * rendered page (images, horizontal scrolling, open overlays), saves a screenshot and fails on anything found.
 */
export class PageHealth {
  private problems: string[] = [];
  /** Documents expected to answer an error status (the 404 page). */
  private expectedErrors = new Set<string>();
  /** Requests still open, but for the live event stream (see quietNetwork). */
  private inFlight = new Set<Request>();

  private constructor(
    readonly page: Page,
    private readonly baseURL: string,
    private readonly violations: string[],
  ) {}

  static async watch(page: Page, baseURL: string): Promise<PageHealth> {
    const health = new PageHealth(page, baseURL, await watchViolations(page));
    page.on("pageerror", (error) => health.problems.push(`uncaught error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error" || health.expectedErrors.has(message.location().url)) return;
      health.problems.push(`console error: ${message.text()} (at ${message.location().url || "an unknown place"})`);
    });
    page.on("response", (response) => {
      if (response.status() < 400 || health.expectedErrors.has(response.url())) return;
      health.problems.push(`${response.status()} for ${response.request().resourceType()} ${response.url()}`);
    });
    page.on("request", (request) => {
      if (!LIVE_STREAM.test(request.url())) health.inFlight.add(request);
    });
    page.on("requestfinished", (request) => health.inFlight.delete(request));
    page.on("requestfailed", (request) => health.inFlight.delete(request));
    page.on("requestfailed", (request) => {
      // A prefetch or a request cut off by the next navigation is aborted on purpose.
      if (request.failure()?.errorText === "net::ERR_ABORTED") return;
      health.problems.push(`failed ${request.resourceType()} ${request.url()}: ${request.failure()?.errorText}`);
    });
    return health;
  }

  /**
   * Playwright's "networkidle" (no request for 500 ms), but for the live event stream: a signed-in workspace keeps
   * that fetch open as long as the page (components/live/live-events.tsx), so the page would never be idle.
   */
  async quietNetwork(timeoutMs = 30_000) {
    await this.page.waitForLoadState("load");
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (this.inFlight.size > 0) quietSince = Date.now();
      if (Date.now() > deadline)
        throw new Error(`requests still open: ${[...this.inFlight].map((r) => r.url()).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** An answer the step under test expects to be an error (a wrong password's 401). */
  allowError(pathname: string) {
    this.expectedErrors.add(new URL(pathname, this.baseURL).href);
  }

  /** Visits `path`, expecting the document to answer `status`. */
  async visit(pathname: string, status = 200) {
    if (status >= 400) this.allowError(pathname);
    const response = await this.page.goto(pathname);
    expect(response?.status(), pathname).toBe(status);
    await this.quietNetwork();
  }

  /** Every check on the page as it is now, then a screenshot named `state`. */
  async check(state: string, { fullPage = true } = {}) {
    const { page } = this;
    await this.quietNetwork();
    this.problems.push(...(await brokenImages(page)));
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth)
      this.problems.push(`scrolls sideways: ${scrollWidth} px wide in a ${innerWidth} px window`);
    await expectOverlaysUsable(page);
    await expect.poll(() => focusedFieldHidden(page), { message: `${state}: the focused field is hidden` }).toBeNull();
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${width}`, `${state}.png`),
      fullPage,
      animations: "disabled",
    });
    const found = [...this.problems, ...this.violations.map((v) => `CSP violation: ${v}`)];
    this.problems = [];
    this.violations.length = 0;
    expect(found, `${state} at ${width} px`).toEqual([]);
  }
}

/** A focused form field (say, the first one with an error) must be on screen and not under a sticky bar. */
function focusedFieldHidden(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLElement) || !field.matches("input, select, textarea")) return null;
    const box = field.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 12);
    if (y < 0 || y > window.innerHeight) return `#${field.id} is off screen`;
    const top = document.elementFromPoint(x, y);
    return top === field || field.contains(top) ? null : `#${field.id} is covered by ${top?.outerHTML.slice(0, 80)}`;
  });
}

/** Loads every image now (lazy ones too), waits for them, and names those that failed to decode. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(() => document.querySelectorAll("img").forEach((img) => (img.loading = "eager")));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, {
    timeout: 10_000,
  });
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
  return broken.map((src) => `image not loaded: ${src}`);
}

/** The overlays open now: what an expanded control points at, and every dialog or menu shown. */
async function openOverlays(page: Page): Promise<Locator[]> {
  const ids = await page
    .locator('[aria-expanded="true"][aria-controls]')
    .evaluateAll((controls) => controls.map((control) => control.getAttribute("aria-controls") ?? ""));
  const controlled = ids.filter(Boolean).map((id) => page.locator(`[id="${id}"]`));
  const shown = await page.locator('[role="dialog"]:visible, [role="menu"]:visible').all();
  // A dialog under a modal one opened from it (the applicant panel under its offer form) is hidden on purpose:
  // Radix marks it aria-hidden, and only the top one takes clicks.
  const usable = await Promise.all(
    shown.map((overlay) => overlay.evaluate((el) => !el.closest('[aria-hidden="true"]'))),
  );
  return [...controlled, ...shown.filter((_, index) => usable[index])];
}

/**
 * An open overlay must lie inside the viewport, and each of its links and buttons must come wholly on screen
 * (scrolled to within the overlay, as a person scrolls a long sheet) and receive a click at its own spot.
 */
export async function expectOverlaysUsable(page: Page) {
  for (const overlay of await openOverlays(page)) {
    await expect(overlay).toBeVisible();
    await expect(overlay).toBeInViewport({ ratio: 1 });
    for (const item of await overlay.locator("a:visible, button:visible").all()) {
      await item.scrollIntoViewIfNeeded();
      await expect(item).toBeInViewport({ ratio: 1 });
      await item.click({ trial: true, timeout: 5_000 });
    }
  }
}

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
