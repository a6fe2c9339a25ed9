import Link from "next/link";

import { BarePageShell } from "@/components/bare-page-shell";
import { NewManagerForm } from "@/components/manage/new-manager-form";
import { buttonClass } from "@/components/ui/button-styles";
import { ADMIN_COPY } from "@/lib/content/admin";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { SETUP_LINK_GONE, setupLinkUsable } from "@/lib/server/manage/setup-link";

export const metadata = createMetadata({
  title: "Create the first manager",
  description: "Create the marketplace's first manager account.",
  path: "/admin/setup",
  noIndex: true,
});

const { setup } = ADMIN_COPY;

/** /admin/setup?token=…: the link the server logs while no manager exists. */
export default async function AdminSetupPage({ searchParams }: PageProps<"/admin/setup">) {
  const token = (await searchParams).token;
  const usable =
    typeof token === "string" &&
    token.length >= 16 &&
    token.length <= 200 &&
    (await setupLinkUsable(await getDb(), token));
  if (!usable) {
    return (
      <BarePageShell title={setup.goneTitle} lead={SETUP_LINK_GONE}>
        <Link href="/admin" className={buttonClass("primary", "md", "mt-6 w-full")}>
          {setup.toLogin}
        </Link>
      </BarePageShell>
    );
  }
  return (
    <BarePageShell title={setup.title} lead={setup.lead}>
      <NewManagerForm
        endpoint="/api/manage/setup"
        token={token}
        submitLabel={setup.submit}
        sendingLabel={setup.sending}
        failedMessage={setup.failed}
      />
    </BarePageShell>
  );
}
