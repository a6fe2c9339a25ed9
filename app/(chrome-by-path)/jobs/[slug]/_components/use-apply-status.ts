"use client";

import { useCallback, useEffect, useState } from "react";
import { listApplications } from "@/lib/api/applications";
import { getOwnProfile } from "@/lib/api/profile";
import type { Completeness } from "@/lib/profiles/completeness";
import type { TalentApplication } from "@/lib/validation/applications";

export type ApplyStatus =
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "applied"; application: TalentApplication }
  | { kind: "ready"; completeness: Completeness; handle: string | null };

/**
 * What the apply box needs for a signed-in talent: their application to this job, if any, and how complete
 * their profile is. Read in the browser so the job's page itself stays the same for every visitor.
 */
export function useApplyStatus(slug: string, talentId: string | number | null) {
  const [status, setStatus] = useState<ApplyStatus>({ kind: "loading" });

  const reload = useCallback(async () => {
    setStatus({ kind: "loading" });
    try {
      const [applications, profile] = await Promise.all([listApplications(), getOwnProfile()]);
      const application = applications.find((one) => one.job.slug === slug);
      setStatus(application ? { kind: "applied", application } : { kind: "ready", completeness: profile.completeness, handle: profile.handle });
    } catch {
      setStatus({ kind: "error" });
    }
  }, [slug]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads once per talent, after hydration
    if (talentId !== null) void reload();
  }, [talentId, reload]);

  return { status, reload, setApplied: (application: TalentApplication) => setStatus({ kind: "applied", application }) };
}
