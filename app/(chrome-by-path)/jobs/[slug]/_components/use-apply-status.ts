"use client";

import { useCallback, useEffect, useState } from "react";

import { listApplicationsRequest } from "@/lib/api/applications";
import { fetchInfoRequest } from "@/lib/api/auth";
import { getOwnProfileRequest } from "@/lib/api/profile";
import type { Completeness } from "@/lib/profiles/completeness";
import type { ProfileFit } from "@/lib/remote/fit";
import type { TalentApplication } from "@/lib/validation/applications";

export type ApplyStatus =
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "applied"; application: TalentApplication }
  | { kind: "unverified"; email: string }
  | { kind: "ready"; completeness: Completeness; handle: string | null; fit: ProfileFit };

/**
 * What the apply box needs for a signed-in talent: their application to this job, if any, whether their email
 * is verified (applying waits for it) and how complete their profile is. Read in the browser so the job's page itself stays the same for every visitor.
 */
export function useApplyStatus(slug: string, talentId: string | number | null) {
  const [status, setStatus] = useState<ApplyStatus>({ kind: "loading" });

  const reload = useCallback(async () => {
    setStatus({ kind: "loading" });
    try {
      const [applications, profile, info] = await Promise.all([
        listApplicationsRequest(),
        getOwnProfileRequest(),
        fetchInfoRequest("talent"),
      ]);
      const application = applications.find((one) => one.job.slug === slug);
      const fit = {
        country: profile.country,
        timezone: profile.timezone,
        work_start: profile.work_hours?.start ?? null,
        work_end: profile.work_hours?.end ?? null,
      };
      if (application) setStatus({ kind: "applied", application });
      else if (info.email_verified === false) setStatus({ kind: "unverified", email: info.email });
      else setStatus({ kind: "ready", completeness: profile.completeness, handle: profile.handle, fit });
    } catch {
      setStatus({ kind: "error" });
    }
  }, [slug]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads once per talent, after hydration
    if (talentId !== null) void reload();
  }, [talentId, reload]);

  return {
    status,
    reload,
    setApplied: (application: TalentApplication) => setStatus({ kind: "applied", application }),
  };
}
