import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY } from "./auth";
import { linkTo, waitForMail } from "./mail";

type Kind = "talent" | "client";

const headers = (token: string) => ({ "X-API-KEY": API_KEY, Authorization: `Bearer ${token}` });

/**
 * Verifies the account's email with the link mailed at sign-up, as its owner would from their inbox: applying
 * and publishing wait for it. Does nothing when the address is verified already.
 */
export async function verifyFromMail(request: APIRequestContext, kind: Kind, token: string) {
  const info = await request.get(`/api/${kind}/info`, { headers: headers(token) });
  expect(info.status(), await info.text()).toBe(200);
  const { email, email_verified: verified } = (await info.json()).data as { email: string; email_verified: boolean };
  if (verified) return;
  const link = new URL(linkTo(await waitForMail(email, /Verify your email/), "/verify-email"));
  const response = await request.post(`/api/${kind}/email/verify`, {
    headers: headers(token),
    data: { token: link.searchParams.get("token") },
  });
  expect(response.status(), await response.text()).toBe(200);
}
