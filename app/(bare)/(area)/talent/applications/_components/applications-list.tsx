"use client";

import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { APPLICATIONS_PAGE } from "@/lib/content/applications";
import type { TalentApplication } from "@/lib/validation/applications";
import { ApplicationCard } from "./application-card";
import { useApplications } from "./use-applications";

/** The Applications page's list, kept fresh in the browser. */
export function ApplicationsList({ initial }: { initial: TalentApplication[] }) {
  const { applications, refreshFailed, refresh, replace } = useApplications(initial);
  return (
    <>
      {refreshFailed ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          {APPLICATIONS_PAGE.refreshFailed}
        </p>
      ) : null}
      {applications.length === 0 ? (
        <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{APPLICATIONS_PAGE.emptyTitle}</h2>
          <p className="mt-2 text-sm text-ink-muted">{APPLICATIONS_PAGE.emptyBody}</p>
          <Link href="/jobs" className={buttonClass("primary", "md", "mt-5")}>
            {APPLICATIONS_PAGE.browse}
          </Link>
        </section>
      ) : (
        <ul className="flex flex-col gap-4">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} onWithdrawn={replace} onConflict={refresh} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
