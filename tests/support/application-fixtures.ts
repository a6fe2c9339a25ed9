import type { SavedJob, TalentApplication } from "@/lib/validation/applications";
import type { OwnProfile } from "@/lib/validation/profile";

import { emptyProfile } from "./profile-fixtures";

export const JOB_SLUG = "senior-react-developer-lumen-health";

export const application = (overrides: Partial<TalentApplication> = {}): TalentApplication => ({
  id: 41,
  job: {
    slug: JOB_SLUG,
    title: "Senior React developer",
    status: "open",
    company: { name: "Lumen Health", slug: "lumen-health", logo_url: null },
  },
  stage: "applied",
  applied_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  history: [{ from: null, to: "applied", at: "2026-11-20T10:00:00.000Z" }],
  rejection: null,
  ...overrides,
});

export const savedJob = (slug: string, overrides: Partial<SavedJob> = {}): SavedJob => ({
  slug,
  title: `Job ${slug}`,
  status: "open",
  company: { name: "Acme", slug: "acme", logo_url: null },
  saved_at: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

/** A profile at the given completeness, missing the given items. */
export const profileAt = (percent: number, missing: OwnProfile["completeness"]["missing"] = []): OwnProfile => ({
  ...emptyProfile,
  completeness: { percent, missing },
});
