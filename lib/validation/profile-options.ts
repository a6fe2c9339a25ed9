// The closed sets of values a talent profile holds, shared by the request and answer schemas.

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const RESUME_TYPES = ["application/pdf"] as const;
export const AVAILABILITY_OPTIONS = ["full_time", "part_time", "hourly", "not_available"] as const;
// A talent's level and contract types are the job board's, so the two can be matched.
export { EXPERIENCE_LEVELS, JOB_TYPES as CONTRACT_TYPES } from "./jobs";
export const VISIBILITIES = ["public", "recruiters", "hidden"] as const;
export const ONBOARDING_STEPS = 5;

export type Visibility = (typeof VISIBILITIES)[number];
