import Link from "next/link";

import { BarePageShell } from "@/components/bare-page-shell";
import { NewManagerForm } from "@/components/manage/new-manager-form";
import { buttonClass } from "@/components/ui/button-styles";
import { INVITE_PAGE_COPY as copy, INVITE_GONE_MESSAGE } from "@/lib/content/manage-accounts";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { invitationEmail } from "@/lib/server/manage/manager-invites";

export const metadata = createMetadata({
  title: copy.title,
  description: "Create your manager account from an invitation.",
  path: "/admin/invite",
  noIndex: true,
});

/** /admin/invite?token=…: the link a manager sent; makes a manager with the invitation's address, once. */
export default async function AdminInvitePage({ searchParams }: PageProps<"/admin/invite">) {
  const token = (await searchParams).token;
  const email =
    typeof token === "string" && token.length >= 16 && token.length <= 200
      ? await invitationEmail(await getDb(), token)
      : null;
  if (!email || typeof token !== "string") {
    return (
      <BarePageShell title={copy.goneTitle} lead={INVITE_GONE_MESSAGE}>
        <Link href="/admin" className={buttonClass("primary", "md", "mt-6 w-full")}>
          {copy.toLogin}
        </Link>
      </BarePageShell>
    );
  }
  return (
    <BarePageShell title={copy.title} lead={copy.lead}>
      <NewManagerForm
        endpoint="/api/manage/invites/accept"
        token={token}
        fixedEmail={email}
        submitLabel={copy.submit}
        sendingLabel={copy.sending}
        failedMessage={copy.failed}
      />
    </BarePageShell>
  );
}
