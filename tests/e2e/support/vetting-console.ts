import { expect, type Page } from "@playwright/test";

import { API_KEY } from "./auth";
import { managerToken } from "./manager";

/**
 * The queue page (of the Submitted stage) that lists the newest submission: the queue runs oldest first,
 * so a talent just submitted is on its last page, whatever other tests left in it.
 */
export async function newestSubmittedQueuePage(page: Page): Promise<string> {
  const token = await managerToken(page.request);
  const response = await page.request.get("/api/manage/vetting?stage=submitted", {
    headers: { "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const lastPage: number = (await response.json()).meta.last_page;
  return lastPage > 1 ? `/admin/vetting?page=${lastPage}` : "/admin/vetting";
}
