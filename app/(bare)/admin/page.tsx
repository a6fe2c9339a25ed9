import { redirect } from "next/navigation";

import { BarePageShell } from "@/components/bare-page-shell";
import { ManagerLoginForm } from "@/components/manage/manager-login-form";
import { ADMIN_COPY } from "@/lib/content/admin";
import { afterSignIn } from "@/lib/manage/paths";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { currentManager } from "@/lib/server/manage/manager-session";
import { hasManager } from "@/lib/server/manage/setup-link";

export const metadata = createMetadata({
  title: "Admin",
  description: "Administration of the marketplace.",
  path: "/admin",
  noIndex: true,
});

const { login } = ADMIN_COPY;

/** The console's door: its sign-in, or straight in for a signed-in manager. */
export default async function AdminPage({ searchParams }: PageProps<"/admin">) {
  const next = (await searchParams).next;
  const nextPath = typeof next === "string" ? next : null;
  if (await currentManager()) redirect(afterSignIn(nextPath));
  const noManager = !(await hasManager(await getDb()));
  return (
    <BarePageShell title={login.title} lead={login.lead}>
      <ManagerLoginForm next={nextPath} />
      {noManager ? (
        <div role="note" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{login.noManagerTitle}</p>
          <p className="mt-1">{login.noManager}</p>
        </div>
      ) : (
        <p className="mt-6 text-sm text-ink-muted">{login.invited}</p>
      )}
    </BarePageShell>
  );
}
