import type { ClientJob } from "@/lib/validation/client-job-responses";

const noApplicants = { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0 };

/** A client's job as GET /api/client/jobs answers it. */
export const clientJob = (overrides: Partial<ClientJob> = {}): ClientJob => ({
  id: 7,
  slug: "senior-react-developer-a1b2c3",
  title: "Senior React Developer",
  status: "open",
  category: { id: 1, name: "Software Development" },
  description: "Build the product with us.\n\nWe ship every week and pair often.",
  skills: ["React", "TypeScript"],
  job_type: "hourly",
  experience_level: "senior",
  location: "Remote",
  rate_min: 60,
  rate_max: 90,
  currency: "USD",
  valid_through: null,
  posted_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  review_rejection: null,
  platform_closed_at: null,
  platform_close_reason: null,
  revision: null,
  revision_rejection: null,
  company: { name: "Acme Labs", slug: "acme-labs", logo_url: null },
  applicant_counts: { ...noApplicants },
  hires_from: { anywhere: true, countries: [], regions: [] },
  overlap: null,
  ...overrides,
});
