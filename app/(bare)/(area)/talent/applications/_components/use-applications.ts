"use client";

import { useRefetchOnFocus } from "@/components/dashboard/use-refetch-on-focus";
import { listApplicationsRequest } from "@/lib/api/applications";
import type { TalentApplication } from "@/lib/validation/applications";

/** The talent's applications: the server's list first, then kept fresh whenever the tab comes back into view. */
export function useApplications(initial: TalentApplication[]) {
  const { value: applications, setValue, refreshFailed, refresh } = useRefetchOnFocus(initial, listApplicationsRequest);
  const replace = (next: TalentApplication) => setValue((all) => all.map((one) => (one.id === next.id ? next : one)));
  return { applications, refreshFailed, refresh, replace };
}
