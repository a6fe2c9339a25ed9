import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientChange } from "@/app/api/client/email/change/route";
import { POST as clientConfirm } from "@/app/api/client/email/confirm-change/route";
import { POST as clientLogin } from "@/app/api/client/login/route";
import { POST as talentChange } from "@/app/api/talent/email/change/route";
import { POST as talentConfirm } from "@/app/api/talent/email/confirm-change/route";
import { GET as talentInfo } from "@/app/api/talent/info/route";
import { POST as talentLogin } from "@/app/api/talent/login/route";
import { pendingEmailChange } from "@/lib/server/accounts/email-change";
import { hashToken } from "@/lib/server/auth/tokens";
import { accountTokens } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";

import {
  GOOD_PASSWORD,
  registeredClient,
  registeredTalent,
  uniqueEmail,
  verifiedClient,
  verifiedTalent,
} from "../support/accounts";
import { call } from "../support/api-client";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";

const mailed = (db: Db, to: string, kind: string) => deliveredMail(db, to, kind);

const tokenIn = (text: string | undefined) =>
  text?.match(/\/confirm-email\?token=([A-Za-z0-9_-]+)&type=(talent|client)/);

describeOnEachDatabase("changing the account's email", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("sends a link to the new address and a notice to the old one; the link moves the account once, verified", async () => {
    const talent = await verifiedTalent();
    const next = uniqueEmail("moved");
    const asked = await call(talentChange, {
      token: talent.token,
      json: { email: next, current_password: GOOD_PASSWORD },
    });
    expect(asked.status).toBe(202);
    expectDocumented("post", "/api/talent/email/change", 202, asked.body);
    expect(await pendingEmailChange(db(), "talent", talent.user.id)).toBe(next);
    // Nothing changes before the link is opened.
    expect((await call(talentInfo, { token: talent.token })).body.data.email).toBe(talent.email);

    const notice = await mailed(db(), talent.email, "email_change_notice");
    expect(notice?.text).toContain(next);
    expect(tokenIn(notice?.text)).toBeNull();
    const link = tokenIn((await mailed(db(), next, "change_email"))?.text);
    expect(link?.[2]).toBe("talent");
    // Only the hash is kept.
    expect(await db().select().from(accountTokens).where(eq(accountTokens.tokenHash, link![1]!))).toHaveLength(0);

    const confirmed = await call(talentConfirm, { json: { token: link![1] } });
    expect(confirmed.status).toBe(200);
    expectDocumented("post", "/api/talent/email/confirm-change", 200, confirmed.body);
    expect(confirmed.body.data.message).toBe(`Your email is now ${next}.`);
    const info = (await call(talentInfo, { token: talent.token })).body.data;
    expect(info).toMatchObject({ email: next, email_verified: true });
    expect(await pendingEmailChange(db(), "talent", talent.user.id)).toBeNull();

    expect((await call(talentConfirm, { json: { token: link![1] } })).status).toBe(410);
    expect((await call(talentLogin, { form: { email: next, password: GOOD_PASSWORD } })).status).toBe(200);
    expect((await call(talentLogin, { form: { email: talent.email, password: GOOD_PASSWORD } })).status).toBe(401);
  });

  it("refuses a wrong password, the same address, a taken address, bad input and no token", async () => {
    const talent = await verifiedTalent();
    const other = await registeredTalent();
    const wrong = await call(talentChange, {
      token: talent.token,
      json: { email: uniqueEmail("x"), current_password: "not my password" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect."]);
    const same = await call(talentChange, {
      token: talent.token,
      json: { email: talent.email.toUpperCase(), current_password: GOOD_PASSWORD },
    });
    expect(same.body.errors.email).toEqual(["This is already your account's email."]);
    const taken = await call(talentChange, {
      token: talent.token,
      json: { email: other.email, current_password: GOOD_PASSWORD },
    });
    expect(taken.body.errors.email).toEqual(["The email has already been taken."]);
    const invalid = await call(talentChange, { token: talent.token, json: { email: "nope", current_password: "" } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(["current_password", "email"]);
    expect(
      (await call(talentChange, { json: { email: uniqueEmail("x"), current_password: GOOD_PASSWORD } })).status,
    ).toBe(401);
    // A client's token is not a talent's.
    const client = await registeredClient();
    expect(
      (
        await call(talentChange, {
          token: client.token,
          json: { email: uniqueEmail("x"), current_password: GOOD_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect((await call(talentConfirm, { json: { token: "x" } })).status).toBe(422);
  });

  it("only the newest link works, an expired one does not, and a link for the other kind opens nothing", async () => {
    const client = await verifiedClient();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await call(clientChange, { token: client.token, json: { email: first, current_password: GOOD_PASSWORD } });
    const older = tokenIn((await mailed(db(), first, "change_email"))?.text)![1]!;
    await call(clientChange, { token: client.token, json: { email: second, current_password: GOOD_PASSWORD } });
    const newer = tokenIn((await mailed(db(), second, "change_email"))?.text)![1]!;
    expect((await call(clientConfirm, { json: { token: older } })).status).toBe(410);
    expect((await call(talentConfirm, { json: { token: newer } })).status).toBe(410);
    await db()
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.tokenHash, hashToken(newer)));
    expect((await call(clientConfirm, { json: { token: newer } })).status).toBe(410);
    expect((await call(clientLogin, { form: { email: client.email, password: GOOD_PASSWORD } })).status).toBe(200);
  });

  it("answers 409 and keeps the old address when someone took the new one before the link was opened", async () => {
    const talent = await verifiedTalent();
    const wanted = uniqueEmail("contested");
    await call(talentChange, { token: talent.token, json: { email: wanted, current_password: GOOD_PASSWORD } });
    const token = tokenIn((await mailed(db(), wanted, "change_email"))?.text)![1]!;
    await registeredTalent({ email: wanted });
    const refused = await call(talentConfirm, { json: { token } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Another account uses this address now, so it cannot become yours.");
    expect((await call(talentInfo, { token: talent.token })).body.data.email).toBe(talent.email);
  });
});
