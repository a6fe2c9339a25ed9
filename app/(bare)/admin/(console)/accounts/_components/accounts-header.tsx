import Link from "next/link";

import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";

const TABS = [
  { key: "accounts", href: "/admin/accounts", label: copy.tabs.accounts },
  { key: "managers", href: "/admin/accounts/managers", label: copy.tabs.managers },
] as const;

/** The Accounts section's heading and its two lists, talent and clients or managers, as tabs. */
export function AccountsHeader({ current }: { current: (typeof TABS)[number]["key"] }) {
  return (
    <>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 text-ink-muted">{copy.lead}</p>
      </header>
      <nav aria-label={copy.title} className="flex gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <Link
            key={tab.key}
            href={tab.href}
            aria-current={tab.key === current ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${
              tab.key === current
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-ink-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
