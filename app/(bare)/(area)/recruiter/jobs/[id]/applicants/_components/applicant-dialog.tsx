"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";

import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { VettedBadge } from "@/components/profile/vetted-badge";
import { allowedMoves, type ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { MESSAGES_COPY } from "@/lib/content/messages";
import { BOARD_COPY, DETAIL_COPY, perHour } from "@/lib/content/pipeline";
import type { ClientApplication } from "@/lib/validation/applications";
import type { ClientInterview } from "@/lib/validation/client-interviews";

import { ApplicationTimeline } from "./application-timeline";
import { InterviewSection } from "./interview-section";
import { OfferSection } from "./offer-section";
import type { OfferJob } from "./offer-terms-defaults";
import { PrivateNotes } from "./private-notes";

type Props = {
  application: ClientApplication | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  onMove: (application: ClientApplication, to: ApplicationStage) => void;
  onAddNote: (applicationId: number, body: string) => Promise<unknown>;
  /** The application's latest interview, if any. */
  interview: ClientInterview | null;
  /** After the interview changed (proposed, rescheduled, cancelled, scored): reload what it touched. */
  onInterviewChanged: () => void;
  offerJob: OfferJob;
  /** After an offer was sent or withdrawn: the card's stage may have moved. */
  onOfferChanged: () => void;
};

const linkClass =
  "inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500";

/** An applicant in full: links to the profile and résumé, the stage actions, private notes, cover note and history. */
export function ApplicantDialog({ application, onClose, onCloseAutoFocus, ...detail }: Props) {
  return (
    <Dialog.Root open={application !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 overflow-y-auto bg-white p-5 shadow-xl sm:inset-y-0 sm:left-auto sm:right-0 sm:w-full sm:max-w-lg sm:p-6"
        >
          {application ? <ApplicantDetail application={application} {...detail} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ApplicantDetail({
  application,
  onMove,
  onAddNote,
  interview,
  onInterviewChanged,
  offerJob,
  onOfferChanged,
}: Omit<Props, "application" | "onClose" | "onCloseAutoFocus"> & { application: ClientApplication }) {
  const { talent } = application;
  const targets = allowedMoves("client", application.stage);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-start gap-3">
        <ProfileAvatar name={talent.name} src={talent.avatar_url} size="lg" decorative />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Dialog.Title className="text-lg font-semibold text-ink break-words">{talent.name}</Dialog.Title>
            {talent.vetted ? <VettedBadge /> : null}
          </div>
          {talent.headline ? <p className="text-sm text-ink-muted">{talent.headline}</p> : null}
          {talent.hourly_rate !== null ? (
            <p className="mt-1 text-sm font-semibold text-ink">{perHour(talent.hourly_rate)}</p>
          ) : null}
        </div>
        <Dialog.Close
          aria-label={DETAIL_COPY.close}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Dialog.Close>
      </header>

      <div className="flex flex-wrap gap-x-5 gap-y-2">
        <Link href={`/recruiter/messages/${application.id}`} prefetch={false} className={linkClass}>
          {MESSAGES_COPY.message}
        </Link>
        {talent.handle ? (
          <a href={`/profiles/${talent.handle}`} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {DETAIL_COPY.profile}
            <span className="sr-only">{DETAIL_COPY.newTab}</span>
            <ExternalIcon />
          </a>
        ) : null}
        {application.resume_url ? (
          <a href={application.resume_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {DETAIL_COPY.resume}
            <span className="sr-only">{DETAIL_COPY.newTab}</span>
            <ExternalIcon />
          </a>
        ) : (
          <span className="text-sm text-ink-muted">{DETAIL_COPY.noResume}</span>
        )}
      </div>

      <section aria-labelledby="detail-stage" className="rounded-xl bg-slate-50 p-3">
        <h3 id="detail-stage" className="text-sm font-semibold text-ink">
          {DETAIL_COPY.stage}: {STAGE_LABELS[application.stage]}
        </h3>
        {targets.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {targets.map((stage) => (
              <button
                key={stage}
                type="button"
                onClick={() => onMove(application, stage)}
                className={`inline-flex h-8 items-center rounded-full border px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${stage === "rejected" ? "border-red-200 bg-white text-red-700 hover:border-red-500" : "border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700"}`}
              >
                {STAGE_LABELS[stage]}
              </button>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-xs text-ink-muted">
            {application.stage === "withdrawn" ? BOARD_COPY.withdrawnNote : BOARD_COPY.final}
          </p>
        )}
      </section>

      <InterviewSection application={application} interview={interview} onChanged={onInterviewChanged} />

      <OfferSection application={application} job={offerJob} onChanged={onOfferChanged} />

      <section aria-labelledby="detail-notes">
        <h3 id="detail-notes" className="text-sm font-semibold text-ink">
          {DETAIL_COPY.notes}
        </h3>
        <PrivateNotes notes={application.notes} onAdd={(body) => onAddNote(application.id, body)} />
      </section>

      <section aria-labelledby="detail-cover">
        <h3 id="detail-cover" className="text-sm font-semibold text-ink">
          {DETAIL_COPY.coverNote}
        </h3>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">
          {application.cover_note ?? DETAIL_COPY.noCoverNote}
        </p>
      </section>

      <section aria-labelledby="detail-skills">
        <h3 id="detail-skills" className="text-sm font-semibold text-ink">
          {DETAIL_COPY.skills}
        </h3>
        {talent.matching_skills.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1">
            {talent.matching_skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{DETAIL_COPY.noSkills}</p>
        )}
      </section>

      <section aria-labelledby="detail-history">
        <h3 id="detail-history" className="mb-2 text-sm font-semibold text-ink">
          {DETAIL_COPY.history}
        </h3>
        <ApplicationTimeline history={application.history} />
      </section>
    </div>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5">
      <path
        d="M11 4h5v5M16 4l-7 7M8 5H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-3"
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
