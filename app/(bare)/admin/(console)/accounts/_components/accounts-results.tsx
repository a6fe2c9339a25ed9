import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";
import type { ManagedAccount } from "@/lib/validation/manage-accounts";

import { AccountActions } from "./account-actions";
import { AccountDetail, AccountStatus, VerifiedLabel } from "./account-facts";

const actionsOf = (account: ManagedAccount) => (
  <AccountActions kind={account.kind} id={account.id} name={account.name} suspended={account.suspended_at !== null} />
);

/** The accounts found: a table on a wide screen, a card per account below (only one of the two is displayed). */
export function AccountsResults({ accounts }: { accounts: ManagedAccount[] }) {
  const { columns } = copy;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {columns.name}
              </th>
              <th scope="col" className="px-4 py-3">
                {columns.kind}
              </th>
              <th scope="col" className="px-4 py-3">
                {columns.verified}
              </th>
              <th scope="col" className="px-4 py-3">
                {columns.status}
              </th>
              <th scope="col" className="px-4 py-3">
                {columns.details}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {accounts.map((account) => (
              <tr key={`${account.kind}-${account.id}`} className="align-top">
                <td className="min-w-48 px-4 py-3">
                  <span className="block font-semibold break-words text-ink">{account.name}</span>
                  <span className="block break-all text-ink-muted">{account.email}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{copy.kindLabels[account.kind]}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <VerifiedLabel account={account} />
                </td>
                <td className="px-4 py-3">
                  <AccountStatus account={account} />
                </td>
                <td className="px-4 py-3">
                  <AccountDetail account={account} />
                </td>
                <td className="px-4 py-3">{actionsOf(account)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
        {accounts.map((account) => (
          <li key={`${account.kind}-${account.id}`}>
            <article
              aria-label={account.name}
              className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-ink">{account.name}</h2>
                  <p className="text-sm break-all text-ink-muted">{account.email}</p>
                </div>
                <AccountStatus account={account} />
              </div>
              <p className="mt-2 text-sm">
                {copy.kindLabels[account.kind]} · <VerifiedLabel account={account} />
              </p>
              <p className="mt-1 text-sm">
                <AccountDetail account={account} />
              </p>
              <div className="mt-3">{actionsOf(account)}</div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
