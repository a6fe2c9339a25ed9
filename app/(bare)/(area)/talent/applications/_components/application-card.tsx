"use client";

import Link from "next/link";
import { useState } from "react";

import { StageBadge } from "@/components/applications/stage-badge";
import { TalentOffer } from "@/components/offers/talent-offer";
import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import {
  APPLICATIONS_PAGE,
  formatApplicationDate,
  isFinalStage,
  REJECTION_REASON_LABELS,
  TALENT_STAGE_LABELS,
} from "@/lib/content/applications";
import { MESSAGES_COPY } from "@/lib/content/messages";
import type { TalentApplication } from "@/lib/validation/applications";
import type { Interview } from "@/lib/validation/interviews";
import type { Offer } from "@/lib/validation/offers";

import { TalentInterview } from "./talent-interview";
import { WithdrawDialog } from "./withdraw-dialog";

type Props = {
  application: TalentApplication;
  /** The application's latest interview, if any. */
  interview: Interview | null;
  onInterviewChanged: () => void;
  /** The application's latest offer, if any. */
  offer: Offer | null;
  onOfferChanged: () => void;
  onWithdrawn: (application: TalentApplication) => void;
  onConflict: () => void;
};

function Timeline({ history }: { history: TalentApplication["history"] }) {
  return (
    <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
      {history.map((entry) => (
        <li key={`${entry.to}-${entry.at}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2.5 rounded-full bg-brand-500" />
          <span className="font-medium text-ink">{TALENT_STAGE_LABELS[entry.to]}</span>{" "}
          <time dateTime={entry.at} className="text-ink-muted">
            {formatApplicationDate(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** One application: the job, where it stands, how it got there, and Withdraw while it is active. */
export function ApplicationCard({
  application,
  interview,
  onInterviewChanged,
  offer,
  onOfferChanged,
  onWithdrawn,
  onConflict,
}: Props) {
  const [conflict, setConflict] = useState<string | null>(null);
  const { job, rejection } = application;
  return (
    <article aria-labelledby={`application-${application.id}`} className={cardClass("p-5 shadow-sm sm:p-6")}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`application-${application.id}`} className="text-lg font-semibold text-ink">
            <Link href={`/jobs/${job.slug}`} className="hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {job.company.slug ? (
              <Link
                href={`/companies/${job.company.slug}`}
                prefetch={false}
                className="hover:text-brand-700 hover:underline"
              >
                {job.company.name}
              </Link>
            ) : (
              job.company.name
            )}{" "}
            · {APPLICATIONS_PAGE.appliedOn(formatApplicationDate(application.applied_at))}
            {job.status === "closed" ? ` · ${APPLICATIONS_PAGE.jobClosed}` : ""}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <StageBadge stage={application.stage} />
          <Link
            href={`/talent/messages/${application.id}`}
            prefetch={false}
            aria-label={MESSAGES_COPY.messageAbout(job.title)}
            className={buttonClass("secondary", "sm")}
          >
            {MESSAGES_COPY.message}
          </Link>
          {isFinalStage(application.stage) ? null : (
            <WithdrawDialog
              application={application}
              onWithdrawn={onWithdrawn}
              onConflict={(message) => {
                setConflict(message);
                onConflict();
              }}
            />
          )}
        </div>
      </div>
      {conflict ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {conflict}
        </p>
      ) : null}
      {offer ? (
        <div className="mt-4">
          <TalentOffer offer={offer} onChanged={onOfferChanged} />
        </div>
      ) : null}
      {interview ? <TalentInterview interview={interview} onChanged={onInterviewChanged} /> : null}
      {rejection ? (
        <dl className="mt-4 space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
          <div>
            <dt className="font-medium text-ink">{APPLICATIONS_PAGE.reason}</dt>
            <dd className="text-ink-muted">{REJECTION_REASON_LABELS[rejection.reason]}</dd>
          </div>
          {rejection.message ? (
            <div>
              <dt className="font-medium text-ink">{APPLICATIONS_PAGE.message}</dt>
              <dd className="whitespace-pre-line break-words text-ink-muted">{rejection.message}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-ink">{APPLICATIONS_PAGE.timeline}</h3>
      <Timeline history={application.history} />
    </article>
  );
}
