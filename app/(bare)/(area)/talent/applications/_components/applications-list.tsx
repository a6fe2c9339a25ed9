"use client";

import { useLatestInterviews } from "@/components/interviews/use-latest-interviews";
import { useTalentOffers } from "@/components/offers/use-talent-offers";
import { EmptyState } from "@/components/ui/empty-state";
import { talentInterviewsRequest } from "@/lib/api/interviews";
import { APPLICATIONS_PAGE } from "@/lib/content/applications";
import type { TalentApplication } from "@/lib/validation/applications";

import { ApplicationCard } from "./application-card";
import { useApplications } from "./use-applications";

/** The Applications page's list, kept fresh in the browser. */
export function ApplicationsList({ initial }: { initial: TalentApplication[] }) {
  const { applications, refreshFailed, refresh, replace } = useApplications(initial);
  const interviews = useLatestInterviews(talentInterviewsRequest);
  const offers = useTalentOffers();
  return (
    <>
      {refreshFailed ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          {APPLICATIONS_PAGE.refreshFailed}
        </p>
      ) : null}
      {applications.length === 0 ? (
        <EmptyState
          title={APPLICATIONS_PAGE.emptyTitle}
          body={APPLICATIONS_PAGE.emptyBody}
          action={{ href: "/jobs", label: APPLICATIONS_PAGE.browse }}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                interview={interviews.byApplication.get(application.id) ?? null}
                onInterviewChanged={() => {
                  void interviews.reload();
                  void refresh();
                }}
                offer={offers.byApplication.get(application.id) ?? null}
                onOfferChanged={() => {
                  void offers.reload();
                  void refresh();
                }}
                onWithdrawn={replace}
                onConflict={refresh}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
