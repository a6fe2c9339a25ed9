import { expect, test, type Locator } from "@playwright/test";

import { API_KEY, storedKeys } from "../support/auth";
import { PageHealth, WIDTHS } from "../support/page-health";
import { loggedInTalent, stepHeading } from "../support/talent";

// The talent's onboarding steps and profile editor at 390 and 1280 px: see support/page-health.ts for the checks.

const STEPS = ["What you do", "Skills", "What you want", "Where and when", "Show your work"];

/** Whether the element itself is what the page shows at its centre (nothing, such as a sticky bar, lies over it). */
const shownAtItsCentre = (field: Locator) =>
  field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("each onboarding step, its errors and the skills typeahead are healthy", async ({ page, baseURL }) => {
      await loggedInTalent(page, "Paige", "Steps");
      const health = await PageHealth.watch(page, baseURL!);
      for (const [index, title] of STEPS.entries()) {
        await health.visit(`/talent/onboarding?step=${index + 1}`);
        await stepHeading(page, index + 1, title);
        await health.check(`onboarding-${index + 1}`);
      }

      await page.getByLabel("LinkedIn").fill("not a link");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByLabel("LinkedIn")).toHaveAttribute("aria-invalid", "true");
      await expect(
        page.getByRole("status").filter({ hasText: "Please correct the fields marked below." }),
      ).toBeVisible();
      await expect(page.getByLabel("LinkedIn")).toBeFocused();
      await health.check("onboarding-5--errors");

      await health.visit("/talent/onboarding?step=1");
      await page.getByLabel("What do you do?").selectOption({ label: "Software Development" });
      await page.getByRole("button", { name: "Continue" }).click();
      await stepHeading(page, 2, "Skills");
      await page.getByRole("combobox", { name: "Add other skills" }).fill("re");
      await expect(page.getByRole("listbox", { name: "Skill suggestions" })).toBeVisible();
      await health.check("onboarding-2--typeahead-open", { fullPage: false });
    });

    test("the profile editor and its preview are healthy", async ({ page, baseURL }) => {
      await loggedInTalent(page, "Eda", "Health");
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/talent/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
      await page.getByLabel("Headline").fill("Growth marketer for B2B SaaS");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
      await health.check("talent-profile");
      await page.locator("#visibility").scrollIntoViewIfNeeded();
      await health.check("talent-profile--visibility", { fullPage: false });
    });

    test("the sticky Save bar never covers the form's last field", async ({ page, baseURL }) => {
      await loggedInTalent(page, "Lana", "Last");
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/talent/profile");
      const lastField = page.locator("#visibility label").last();
      await expect(lastField).toContainText("Hidden");
      // Scrolled into view from above, as focus, an #anchor or a swipe brings it: it ends above the bar, not under it.
      await lastField.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
      expect(await shownAtItsCentre(lastField)).toBe(true);
      const field = await lastField.boundingBox();
      const barTop = await page
        .getByRole("button", { name: "Save changes" })
        .evaluate((button) => button.parentElement?.getBoundingClientRect().top ?? 0);
      expect((field?.y ?? Infinity) + (field?.height ?? 0)).toBeLessThanOrEqual(barTop);
      await health.check("talent-profile--last-field", { fullPage: false });
    });

    test("the profile preview, as a visitor and as a recruiter, is healthy", async ({ page, baseURL }) => {
      await loggedInTalent(page, "Vic", "Preview");
      const token = (await storedKeys(page)).auth_token;
      const saved = await page.request.post("/api/talent/profile_update", {
        headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
        multipart: { headline: "Data engineer", visibility: "recruiters" },
      });
      expect(saved.status()).toBe(200);
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/talent");
      await expect(page.getByText(/Only recruiters whose email is verified can see your profile/)).toBeVisible();
      await page.getByRole("link", { name: "Preview as a visitor" }).click();
      await expect(page).toHaveURL(/\/talent\/profile\/preview\?as=visitor$/);
      await expect(page.getByRole("heading", { name: "Visitors cannot see your profile" })).toBeVisible();
      await health.check("talent-profile-preview--visitor");
      await page.getByRole("navigation", { name: "Preview as" }).getByRole("link", { name: "A recruiter" }).click();
      await expect(page).toHaveURL(/as=recruiter$/);
      await expect(page.getByText("This is what a recruiter with a verified email sees.")).toBeVisible();
      await expect(page.getByText("Data engineer").first()).toBeVisible();
      await health.check("talent-profile-preview--recruiter");
    });
  });
}
