import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { AREA_COPY } from "@/lib/content/auth";
import { PROFILE_AUDIENCE, PROFILE_PREVIEW, TALENT_OVERVIEW } from "@/lib/content/talent-workspace";
import { APPLY_THRESHOLD, type Completeness } from "@/lib/profiles/completeness";
import type { Visibility } from "@/lib/validation/profile-options";

import { CompletenessMeter } from "./completeness-meter";

export const ONBOARDING_PATH = "/talent/onboarding";

/** The Overview's profile card: the meter, and what to do next on either side of the threshold to apply. */
export function ProfileStatus({
  completeness,
  handle,
  visibility,
}: {
  completeness: Completeness;
  handle: string;
  visibility: Visibility;
}) {
  const enough = completeness.percent >= APPLY_THRESHOLD;
  return (
    <section aria-labelledby="profile-status-heading" className={cardClass("p-5 shadow-sm sm:p-7")}>
      <h2 id="profile-status-heading" className="text-lg font-semibold text-ink">
        {TALENT_OVERVIEW.profileHeading}
      </h2>
      {enough ? (
        <div className="mt-3 flex flex-col gap-4 rounded-xl bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-emerald-900">{TALENT_OVERVIEW.completeEnough}</p>
          <div className="flex flex-wrap gap-2">
            {visibility === "public" ? (
              <Link href={`/profiles/${handle}`} className={buttonClass("secondary", "sm")}>
                {TALENT_OVERVIEW.viewProfile}
              </Link>
            ) : null}
            <Link href="/jobs" className={buttonClass("primary", "sm")}>
              {AREA_COPY.talent.cta}
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-4 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-brand-900">{TALENT_OVERVIEW.belowThreshold}</p>
          <Link
            href={ONBOARDING_PATH}
            prefetch={false}
            className={buttonClass("primary", "sm", "self-start sm:self-auto")}
          >
            {TALENT_OVERVIEW.continueProfile}
          </Link>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <p className="text-ink-muted">{PROFILE_AUDIENCE[visibility]}</p>
        <Link href="/talent/profile/preview?as=visitor" className="font-semibold text-brand-700 hover:underline">
          {PROFILE_PREVIEW.previewAsVisitor}
        </Link>
        <Link href="/talent/profile/preview?as=recruiter" className="font-semibold text-brand-700 hover:underline">
          {PROFILE_PREVIEW.previewAsRecruiter}
        </Link>
      </div>
      <div className="mt-6">
        <CompletenessMeter completeness={completeness} />
      </div>
    </section>
  );
}
