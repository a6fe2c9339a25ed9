"use client";

import dynamic from "next/dynamic";
import Link from "next/link";

import { useAuthUser } from "@/components/auth/use-auth-user";
import { buttonClass } from "@/components/ui/button-styles";
import { APPLY_COPY } from "@/lib/content/applications";

import { ApplyLoading } from "./apply-loading";
import type { JobFit } from "./talent-fit";

// A talent's part (their status, the form and the schemas it checks) loads only for a signed-in talent, so visitors
// download none of it.
const TalentApply = dynamic(() => import("./talent-apply").then((module) => module.TalentApply), {
  ssr: false,
  loading: ApplyLoading,
});

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
      {!user ? (
        <SignedOut slug={slug} />
      ) : user.type === "talent" ? (
        <TalentApply slug={slug} title={title} job={job} talentId={user.id} />
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{APPLY_COPY.recruiterNote}</p>
      )}
      <Link href="/jobs" className={buttonClass("ghost", "md", "mt-2 w-full")}>
        {APPLY_COPY.browseMore}
      </Link>
    </>
  );
}
