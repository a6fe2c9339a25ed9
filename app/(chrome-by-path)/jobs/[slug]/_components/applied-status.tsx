import Link from "next/link";

import { StageBadge } from "@/components/applications/stage-badge";
import { buttonClass } from "@/components/ui/button-styles";
import { APPLY_COPY, formatApplicationDate } from "@/lib/content/applications";
import type { TalentApplication } from "@/lib/validation/applications";

/** The apply box once the talent has applied: when, and where the application stands. */
export function AppliedStatus({ application }: { application: TalentApplication }) {
  return (
    <div role="status" className="mt-4 rounded-xl bg-emerald-50 p-4">
      <p className="font-semibold text-emerald-900">
        {APPLY_COPY.appliedOn(formatApplicationDate(application.applied_at))}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm text-emerald-900">
        {APPLY_COPY.currentStage}: <StageBadge stage={application.stage} />
      </p>
      <Link href="/talent/applications" className={buttonClass("secondary", "sm", "mt-4 w-full")}>
        {APPLY_COPY.viewApplications}
      </Link>
    </div>
  );
}
