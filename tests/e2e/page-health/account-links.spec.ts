import { expect, test } from "@playwright/test";

import { mailedLinkPath, signedUpTalent } from "../support/account-links";
import { apiTalent, PASSWORD } from "../support/auth";
import { PageHealth, WIDTHS } from "../support/page-health";
import { verifyEmailFromMail } from "../support/vetting";
import { loggedInRecruiter } from "../support/workspace";

// The pages behind the mailed links (forgot, reset, verify) and the workspace's verification banner,
// in each state a person meets, at 390 and 1280 px.

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("forgot-password: the form, its check and the answer", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      await health.visit("/forgot-password");
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
      await health.check("forgot-password");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByLabel("Email")).toHaveAccessibleDescription("The email field is required.");
      await health.check("forgot-password--invalid");
      await page.getByLabel("Email").fill("nobody.here@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeInViewport();
      await health.check("forgot-password--sent");
    });

    test("reset-password: a valid link's form and success, a used link, a link without a token", async ({
      page,
      baseURL,
    }) => {
      const health = await PageHealth.watch(page, baseURL!);
      const talent = await apiTalent(page.request, "Pat", "Health");
      await page.request.post("/api/auth/password/forgot", {
        headers: { "X-API-KEY": process.env.NEXT_PUBLIC_API_KEY ?? "" },
        data: { email: talent.email, type: "talent" },
      });
      const link = await mailedLinkPath(talent.email, /Reset your password/, "/reset-password");
      await health.visit(link);
      await page.getByLabel("New password", { exact: true }).fill("short");
      await page.getByLabel("Confirm new password").fill("other");
      await expect(page.getByLabel("Confirm new password")).toHaveAccessibleDescription("The passwords do not match.");
      await health.check("reset-password--invalid-input");
      await page.getByLabel("New password", { exact: true }).fill("copper-lantern-77");
      await page.getByLabel("Confirm new password").fill("copper-lantern-77");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toBeInViewport();
      await health.check("reset-password--done");

      health.allowError("/api/auth/password/reset");
      await health.visit(link);
      await page.getByLabel("New password", { exact: true }).fill("another-fine-phrase");
      await page.getByLabel("Confirm new password").fill("another-fine-phrase");
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByRole("link", { name: "Request a new link" })).toBeInViewport();
      await health.check("reset-password--used-link");

      await health.visit("/reset-password");
      await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
      await health.check("reset-password--no-token");
    });

    test("verify-email: a good link, a used one; the workspace banner and its Resend", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      const talent = await signedUpTalent(page, "Bea", "Banner");
      await health.visit("/talent");
      const banner = page.getByRole("region", { name: "Verify your email" });
      await expect(banner).toBeInViewport();
      await health.check("talent-overview--verify-banner");
      await banner.getByRole("button", { name: "Resend" }).click();
      await expect(banner.getByText(/Sent\. Check your inbox/)).toBeVisible();
      await health.check("talent-overview--verify-banner-sent");

      const link = await mailedLinkPath(talent.email, /Verify your email/, "/verify-email");
      await health.visit(link);
      await expect(page.getByRole("link", { name: "Go to your workspace" })).toBeInViewport();
      await health.check("verify-email--verified");

      health.allowError("/api/talent/email/verify");
      await health.visit(link);
      await expect(page.getByRole("heading", { name: "We could not verify your email" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toBeInViewport();
      await health.check("verify-email--used-link");
    });

    test("confirm-email: the account page's pending change, the link's success, a used link", async ({
      page,
      baseURL,
    }) => {
      const health = await PageHealth.watch(page, baseURL!);
      const talent = await signedUpTalent(page, "Cam", "Change");
      const next = `moved.${talent.email}`;
      await health.visit("/talent/account");
      const card = page.getByRole("region", { name: "Email" });
      await card.getByLabel("New email").fill(next);
      await card.getByLabel("Current password").fill(PASSWORD);
      // An address not yet proven cannot be moved: the form says what to do first.
      health.allowError("/api/talent/email/change");
      await card.getByRole("button", { name: "Change email" }).click();
      await expect(card.getByRole("alert")).toContainText("Verify your current email address before changing it");
      await health.check("talent-account--email-change-unverified");

      await verifyEmailFromMail(page, talent.email);
      await health.visit("/talent/account");
      await card.getByLabel("New email").fill(next);
      await card.getByLabel("Current password").fill(PASSWORD);
      await card.getByRole("button", { name: "Change email" }).click();
      await expect(card.getByRole("status")).toBeInViewport();
      await card.getByRole("note").scrollIntoViewIfNeeded();
      await expect(card.getByRole("note")).toBeInViewport();
      await health.check("talent-account--email-change-pending");

      const link = await mailedLinkPath(next, /Confirm your new email/, "/confirm-email");
      await health.visit(link);
      await expect(page.getByRole("link", { name: "Go to your account" })).toBeInViewport();
      await health.check("confirm-email--changed");

      health.allowError("/api/talent/email/confirm-change");
      await health.visit(link);
      await expect(page.getByRole("heading", { name: "We could not change your email" })).toBeVisible();
      await health.check("confirm-email--used-link");
    });

    test("the recruiter Overview shows the verification banner too", async ({ page, baseURL }) => {
      const health = await PageHealth.watch(page, baseURL!);
      // At start-up the stored token is tried on the talent info call first: a recruiter's answers 401 by design.
      health.allowError("/api/talent/info");
      const recruiter = await loggedInRecruiter(page, "Vic", "Verify");
      await health.visit("/recruiter");
      const banner = page.getByRole("region", { name: "Verify your email" });
      await expect(banner).toContainText(recruiter.email);
      await expect(banner.getByRole("button", { name: "Resend" })).toBeInViewport();
      await health.check("recruiter-overview--verify-banner");
    });
  });
}
