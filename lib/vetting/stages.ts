/**
 * The vetting state machine, the one place that says how a talent's vetting moves:
 * submitted → profile_review → skills_assessment → live_interview → vetted, or declined from any stage
 * before vetted. Shared by the server (which checks every write against it) and the console's screens
 * (which offer only the allowed moves).
 */
export const VETTING_STAGES = [
  "submitted",
  "profile_review",
  "skills_assessment",
  "live_interview",
  "vetted",
  "declined",
] as const;

export type VettingStage = (typeof VETTING_STAGES)[number];

/** The stages a talent moves through in order; `declined` sits outside the line. */
export const VETTING_LINE = [
  "submitted",
  "profile_review",
  "skills_assessment",
  "live_interview",
  "vetted",
] as const satisfies readonly VettingStage[];

/** Stages still in progress: a talent in one of these cannot submit again. */
export const VETTING_IN_PROGRESS: readonly VettingStage[] = [
  "submitted",
  "profile_review",
  "skills_assessment",
  "live_interview",
];

const MOVES: Readonly<Record<VettingStage, readonly VettingStage[]>> = {
  submitted: ["profile_review", "declined"],
  profile_review: ["skills_assessment", "declined"],
  skills_assessment: ["live_interview", "declined"],
  live_interview: ["vetted", "declined"],
  vetted: [],
  declined: [],
};

export const allowedVettingMoves = (from: VettingStage): readonly VettingStage[] => MOVES[from];

export const canMoveVetting = (from: VettingStage, to: VettingStage): boolean => MOVES[from].includes(to);

export const isFinalVettingStage = (stage: VettingStage): boolean => MOVES[stage].length === 0;

/** Days a declined talent waits before submitting again, unless the manager sets another date. */
export const REAPPLY_AFTER_DAYS = 90;
