"use client";

import { buttonClass } from "@/components/ui/button-styles";
import { APPLY_COPY } from "@/lib/content/applications";

import { AppliedStatus } from "./applied-status";
import { ApplyDialog } from "./apply-dialog";
import { ApplyLoading } from "./apply-loading";
import { TalentFit, type JobFit } from "./talent-fit";
import { useApplyStatus } from "./use-apply-status";
import { VerifyToApply } from "./verify-to-apply";

type Props = { slug: string; title: string; job: JobFit; talentId: string | number };

/** The apply box for a signed-in talent: their status for this job, their fit, and the apply dialog. */
export function TalentApply({ slug, title, job, talentId }: Props) {
  const { status, reload, setApplied } = useApplyStatus(slug, talentId);
  if (status.kind === "loading") return <ApplyLoading />;
  if (status.kind === "error") {
    return (
      <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {APPLY_COPY.loadFailed}
        <button type="button" onClick={() => void reload()} className={buttonClass("secondary", "sm", "mt-3 w-full")}>
          {APPLY_COPY.retry}
        </button>
      </div>
    );
  }
  if (status.kind === "applied") return <AppliedStatus application={status.application} />;
  if (status.kind === "unverified") return <VerifyToApply email={status.email} />;
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{APPLY_COPY.talentLead}</p>
      <TalentFit job={job} profile={status.fit}>
        <ApplyDialog
          slug={slug}
          title={title}
          completeness={status.completeness}
          handle={status.handle}
          onApplied={(application) => (application ? setApplied(application) : void reload())}
        />
      </TalentFit>
    </>
  );
}
