import crypto from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

import { API_KEY, uniqueEmail } from "./auth";
import { managerToken } from "./manager";

const letters = () => [...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");

/** A second manager, joined from an invitation through the API: its name, email and token. */
export async function joinedColleague(request: APIRequestContext, firstName = "Cole") {
  const headers = { "X-API-KEY": API_KEY, Authorization: `Bearer ${await managerToken(request)}` };
  const email = uniqueEmail("e2e-colleague");
  const sent = await request.post("/api/manage/invites", { headers, data: { email } });
  expect(sent.status()).toBe(201);
  const token = new URL((await sent.json()).data.link as string).searchParams.get("token");
  const lastName = `League${letters()}`;
  const joined = await request.post("/api/manage/invites/accept", {
    headers: { "X-API-KEY": API_KEY },
    data: { token, first_name: firstName, last_name: lastName, password: "a long managerial phrase" },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { name: `${firstName} ${lastName}`, email, token: (await joined.json()).data.token as string };
}
