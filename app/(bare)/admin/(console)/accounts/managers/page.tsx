import { MANAGERS_COPY } from "@/lib/content/manage-accounts";
import { formatDay } from "@/lib/profiles/format";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { managersOverview } from "@/lib/server/manage/manager-invites";
import { requireManager } from "@/lib/server/manage/manager-session";

import { AccountStatus } from "../_components/account-facts";
import { AccountsHeader } from "../_components/accounts-header";
import { InviteForm } from "./_components/invite-form";
import { ManagerActions } from "./_components/manager-actions";
import { RevokeInvitation } from "./_components/revoke-invitation";

export const metadata = createMetadata({
  title: MANAGERS_COPY.title,
  description: "The console's managers and invitations.",
  path: "/admin/accounts/managers",
  noIndex: true,
});

const day = (iso: string) => formatDay(iso.slice(0, 10));

/** /admin/accounts/managers: who manages the marketplace, who is invited, and a new invitation. */
export default async function ManagersPage() {
  const me = await requireManager("/admin/accounts/managers");
  const { managers, invitations } = await managersOverview(await getDb());
  const { list, pending } = MANAGERS_COPY;
  const activeCount = managers.filter((manager) => manager.suspended_at === null).length;

  return (
    <div className="flex flex-col gap-6">
      <AccountsHeader current="managers" />
      <InviteForm />
      <section aria-labelledby="managers-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2 id="managers-heading" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-ink">
          {MANAGERS_COPY.title}
        </h2>
        <ul className="divide-y divide-slate-100">
          {managers.map((manager) => (
            <li
              key={manager.id}
              className="flex flex-col gap-3 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  {manager.name}
                  {manager.id === me.id ? <span className="font-normal text-ink-muted"> {list.you}</span> : null}
                </p>
                <p className="text-sm break-all text-ink-muted">{manager.email}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  <AccountStatus account={manager} />
                  <span>
                    {list.since} <time dateTime={manager.created_at}>{day(manager.created_at)}</time>
                  </span>
                </p>
              </div>
              <ManagerActions
                id={manager.id}
                name={manager.name}
                suspended={manager.suspended_at !== null}
                self={manager.id === me.id}
                lastActive={manager.suspended_at === null && activeCount <= 1}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pending-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <h2 id="pending-heading" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-ink">
          {pending.title}
        </h2>
        {invitations.length === 0 ? (
          <p className="px-5 py-4 text-sm text-ink-muted">{pending.none}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="min-w-0 text-sm break-all text-ink">
                  <span className="font-semibold">{invitation.email}</span>
                  {invitation.invited_by ? (
                    <span className="text-ink-muted"> · {pending.by(invitation.invited_by)}</span>
                  ) : null}
                </p>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
                  <p className="text-sm text-ink-muted">{pending.expires(day(invitation.expires_at))}</p>
                  <RevokeInvitation id={invitation.id} email={invitation.email} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
