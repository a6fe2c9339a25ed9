import type { VettingStage } from "@/lib/vetting/stages";

/** A queue page's address: Submitted and page 1 are the defaults, left out. */
export function queueHref(stage: VettingStage, page = 1): string {
  const params = new URLSearchParams();
  if (stage !== "submitted") params.set("stage", stage);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/vetting${query ? `?${query}` : ""}`;
}
