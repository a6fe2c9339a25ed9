import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ProfileView } from "@/components/profile/profile-view";
import { ResumeDownloadButton } from "@/components/profile/resume-download-button";
import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/manage-vetting";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/errors";
import { requireManager } from "@/lib/server/manage/manager-session";
import { vettingDetail } from "@/lib/server/vetting/vetting-detail";

import { StageSummary } from "./_components/stage-summary";
import { VettingHistory } from "./_components/vetting-history";
import { VettingMoveForm } from "./_components/vetting-move-form";
import { VettingNotes } from "./_components/vetting-notes";

type Params = { params: Promise<{ talentId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { talentId } = await params;
  return createMetadata({
    title: "Vetting a talent",
    description: "One talent's vetting.",
    path: `/admin/vetting/${encodeURIComponent(talentId)}`,
    noIndex: true,
  });
}

async function loadDetail(rawId: string) {
  if (!/^\d{1,9}$/.test(rawId) || Number(rawId) < 1) notFound();
  try {
    return await vettingDetail(await getDb(), Number(rawId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export default async function VettingTalentPage({ params }: Params) {
  const { talentId } = await params;
  const manager = await requireManager(`/admin/vetting/${encodeURIComponent(talentId)}`);
  const detail = await loadDetail(talentId);
  const { talent, profile, vetting } = detail;
  const resume = profile.resume_url ? (
    <ResumeDownloadButton url={profile.resume_url} fileName={`${talent.full_name} résumé.pdf`} token={manager.token} />
  ) : (
    <p className="border-t border-slate-100 pt-4 text-sm text-ink-muted">{COPY.noResume}</p>
  );
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link
          href={vetting.stage === "submitted" ? "/admin/vetting" : `/admin/vetting?stage=${vetting.stage}`}
          className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <span aria-hidden="true">←</span> {COPY.back}
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{COPY.eyebrow}</p>
        <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{talent.full_name}</h1>
        <p className="break-words text-sm text-ink-muted">
          {COPY.email}:{" "}
          <a href={`mailto:${talent.email}`} className="font-medium text-brand-700 hover:underline">
            {talent.email}
          </a>
          {profile.handle ? (
            <>
              {" · "}
              <Link href={`/profiles/${profile.handle}`} className="font-medium text-brand-700 hover:underline">
                {COPY.publicProfile}
              </Link>
            </>
          ) : null}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <section aria-label={COPY.profile} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <ProfileView profile={{ ...profile, full_name: talent.full_name }} headingLevel={2} resume={resume} />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <StageSummary vetting={vetting} />
          <section aria-labelledby="decide-title" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="decide-title" className="mb-3 text-lg font-semibold text-ink">
              {COPY.decideTitle}
            </h2>
            <VettingMoveForm
              talentId={talent.id}
              stage={vetting.stage}
              allowedMoves={detail.allowed_moves}
              rubric={detail.rubric}
              today={new Date().toISOString().slice(0, 10)}
            />
          </section>
          <VettingHistory history={detail.history} attempt={vetting.attempt} rubric={detail.rubric} />
          <VettingNotes talentId={talent.id} notes={detail.notes} />
        </div>
      </div>
    </div>
  );
}
