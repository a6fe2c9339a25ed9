import "server-only";

import type { MemberKind } from "@/lib/accounts/kinds";
import { BANNER_COPY } from "@/lib/content/account-links";
import { VERIFY_BLOCKS } from "@/lib/content/verified-email";
import { unverifiedEmail } from "@/lib/server/accounts/email-verification";
import { getDb } from "@/lib/server/db/client";

import { ResendVerificationButton } from "./resend-verification-button";

/** Shown in a workspace while the account's email is not verified, with what waits for it; nothing once it is. */
export async function EmailVerificationBanner({ kind, accountId }: { kind: MemberKind; accountId: number }) {
  const email = await unverifiedEmail(await getDb(), kind, accountId);
  if (email === null) return null;
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id="verify-email-heading" className="font-semibold text-amber-950">
          {BANNER_COPY.heading}
        </h2>
        <p className="mt-1 text-sm break-words text-amber-900">{BANNER_COPY.text(email)}</p>
        <p className="mt-1 text-sm text-amber-900">{VERIFY_BLOCKS[kind]}</p>
      </div>
      <ResendVerificationButton kind={kind} />
    </section>
  );
}
