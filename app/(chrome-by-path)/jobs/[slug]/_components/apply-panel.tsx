"use client";

import Link from "next/link";
import { useAuthUser } from "@/components/auth/use-auth-user";
import { buttonClass } from "@/components/ui/button-styles";
import { APPLY_COPY } from "@/lib/content/applications";
import { AppliedStatus } from "./applied-status";
import { VerifyToApply } from "./verify-to-apply";
import { ApplyDialog } from "./apply-dialog";
import { TalentFit, type JobFit } from "./talent-fit";
import { useApplyStatus } from "./use-apply-status";

type Props = { slug: string; title: string; job: JobFit };

function SignedOut({ slug }: { slug: string }) {
  const back = new URLSearchParams({ callbackUrl: `/jobs/${slug}` });
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{APPLY_COPY.signedOutLead}</p>
      <Link href={`/signup/talent?${back}`} prefetch={false} className={buttonClass("primary", "lg", "mt-5 w-full")}>
        {APPLY_COPY.apply}
      </Link>
      <p className="mt-3 text-center text-sm text-ink-muted">
        {APPLY_COPY.haveAccount}{" "}
        <Link href={`/login?${back}`} prefetch={false} className="font-medium text-brand-700 hover:underline">
          {APPLY_COPY.logIn}
        </Link>
      </p>
    </>
  );
}

function TalentApply({ slug, title, job, talentId }: Props & { talentId: string | number }) {
  const { status, reload, setApplied } = useApplyStatus(slug, talentId);
  if (status.kind === "loading") {
    return (
      <p role="status" className="mt-4 animate-pulse rounded-xl bg-slate-100 p-4 text-sm text-ink-muted">
        {APPLY_COPY.loading}
      </p>
    );
  }
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

/**
 * The job page's apply box, the one part of the page that depends on who is looking: the page is rendered
 * the same for everyone and this island reads the session in the browser.
 */
export function ApplyPanel({ slug, title, job }: Props) {
  const user = useAuthUser();
  return (
    <>
      <h2 id="apply-title" className="text-lg font-semibold text-ink">
        {APPLY_COPY.heading}
      </h2>
      {!user ? <SignedOut slug={slug} /> : user.type === "talent" ? <TalentApply slug={slug} title={title} job={job} talentId={user.id} /> : <p className="mt-2 text-sm text-ink-muted">{APPLY_COPY.recruiterNote}</p>}
      <Link href="/jobs" className={buttonClass("ghost", "md", "mt-2 w-full")}>
        {APPLY_COPY.browseMore}
      </Link>
    </>
  );
}
