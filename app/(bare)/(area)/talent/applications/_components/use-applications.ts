"use client";

import { useRefetchOnFocus } from "@/components/dashboard/use-refetch-on-focus";
import { useLiveEvent } from "@/components/live/live-events";
import { listApplicationsRequest } from "@/lib/api/applications";
import type { TalentApplication } from "@/lib/validation/applications";

/** The talent's applications: the server's list first, then kept fresh when the tab comes back into view or the company moves one. */
export function useApplications(initial: TalentApplication[]) {
  const { value: applications, setValue, refreshFailed, refresh } = useRefetchOnFocus(initial, listApplicationsRequest);
  // A stage the company moved shows at once.
  useLiveEvent("application", () => void refresh());
  const replace = (next: TalentApplication) => setValue((all) => all.map((one) => (one.id === next.id ? next : one)));
  return { applications, refreshFailed, refresh, replace };
}
