import { and, eq, isNull } from "drizzle-orm";
import { expect, it } from "vitest";

import { AccountSuspendedError, issueSessionToken } from "@/lib/server/accounts/session-grant";
import { resolveToken } from "@/lib/server/auth/tokens";
import { apiTokens, clients, talents } from "@/lib/server/db/schema";

import { registeredClient, registeredTalent } from "../support/accounts";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("a sign-in's token (issueSessionToken)", ({ db }) => {
  const liveTokens = (kind: "talent" | "client", id: number) =>
    db()
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.kind, kind), eq(apiTokens.accountId, id), isNull(apiTokens.revokedAt)));

  it("issues a live token of the account's kind, for a talent and for a client", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    const talentToken = await issueSessionToken(db(), "talent", talent.user.id);
    const clientToken = await issueSessionToken(db(), "client", client.user.id);
    expect(await resolveToken(db(), "talent", talentToken)).toBe(talent.user.id);
    expect(await resolveToken(db(), "client", clientToken)).toBe(client.user.id);
    expect(await resolveToken(db(), "client", talentToken)).toBeNull();
  });

  it("refuses a suspended account and stores no token for it", async () => {
    const client = await registeredClient();
    await db().update(clients).set({ suspendedAt: new Date() }).where(eq(clients.id, client.user.id));
    const before = (await liveTokens("client", client.user.id)).length;
    await expect(issueSessionToken(db(), "client", client.user.id)).rejects.toBeInstanceOf(AccountSuspendedError);
    expect(await liveTokens("client", client.user.id)).toHaveLength(before);
  });

  it("fails plainly for an account that no longer exists", async () => {
    await expect(issueSessionToken(db(), "talent", 2_000_000_000)).rejects.toThrow("no longer exists");
  });

  it("waits for a suspension in progress and then refuses, so no token outlives it", async () => {
    const talent = await registeredTalent();
    let signIn: Promise<string> | undefined;
    await db().transaction(async (tx) => {
      await tx.update(talents).set({ suspendedAt: new Date() }).where(eq(talents.id, talent.user.id));
      signIn = issueSessionToken(db(), "talent", talent.user.id);
      signIn.catch(() => undefined);
      const settled = await Promise.race([
        signIn.then(
          () => "settled",
          () => "settled",
        ),
        new Promise((resolve) => setTimeout(() => resolve("waiting"), 300)),
      ]);
      expect(settled).toBe("waiting");
    });
    await expect(signIn).rejects.toBeInstanceOf(AccountSuspendedError);
  });
});
