import { expect, test } from "@playwright/test";

import { HIRE_PAGES } from "../../../lib/hire-pages/hire-pages";
import { PageHealth, WIDTHS } from "../support/page-health";
import { checkPhoneMenu, hasPhoneMenu } from "../support/phone-menu";

// A few "Hire …" pages at 390 and 1280 px, one per folder and the longest names; the others load in one quick test.
const LOOKED_AT = ["/developers/reactjs", "/designers/lead-ui-ux-designer", "/marketers/social-media-marketer"];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of LOOKED_AT) {
      test(`${path} is healthy, signed out`, async ({ page, baseURL }) => {
        const health = await PageHealth.watch(page, baseURL!);
        await health.visit(path);
        const state = `hire-${path.split("/").slice(1).join("-")}`;
        await health.check(state);
        if (await hasPhoneMenu(page)) await checkPhoneMenu(health, state);
      });
    }
  });
}

test('all 23 "Hire …" pages answer 200 with their own heading', async ({ request }) => {
  for (const page of HIRE_PAGES) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    expect(await response.text(), page.path).toContain(`Hire ${page.role.replace("&", "&amp;")}`);
  }
});
