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

export const VETTING_STAGE_LABELS: Record<VettingStage, string> = {
  submitted: "Submitted",
  profile_review: "Profile review",
  skills_assessment: "Skills assessment",
  live_interview: "Live interview",
  vetted: "Vetted",
  declined: "Declined",
};

/** What the talent is told about a stage: what happens there and what comes next. */
export const VETTING_STAGE_DESCRIPTIONS: Record<VettingStage, string> = {
  submitted: "Your profile is in the queue. A vetting manager will pick it up, usually within 2-3 days.",
  profile_review: "A manager is reviewing your profile, experience and résumé against the bar for your field.",
  skills_assessment:
    "You will get a practical assessment in your field by email; take it when it suits you within 7 days.",
  live_interview:
    "A 45-minute video call with a senior member of our network about your work, how you think and how you communicate.",
  vetted: "You are vetted: your profile carries the Vetted badge and recruiters see you first.",
  declined: "This attempt did not pass. You can improve your profile and submit again from the date below.",
};

export type RubricCriterion = { key: string; label: string };

/** The rubric a manager scores against (1–5 each), per category id (1 developers, 2 designers, 3 marketers). */
export const VETTING_RUBRICS: Record<number, readonly RubricCriterion[]> = {
  1: [
    { key: "code_quality", label: "Code quality" },
    { key: "system_design", label: "System design" },
    { key: "communication", label: "Communication" },
  ],
  2: [
    { key: "portfolio", label: "Portfolio" },
    { key: "process", label: "Process" },
    { key: "communication", label: "Communication" },
  ],
  3: [
    { key: "results", label: "Results" },
    { key: "channels", label: "Channels" },
    { key: "communication", label: "Communication" },
  ],
};

/** A talent without a category (or an unknown one) is scored on what every field shares. */
export const GENERAL_RUBRIC: readonly RubricCriterion[] = [
  { key: "expertise", label: "Expertise" },
  { key: "track_record", label: "Track record" },
  { key: "communication", label: "Communication" },
];

export const rubricFor = (categoryId: number | null | undefined): readonly RubricCriterion[] =>
  (categoryId !== null && categoryId !== undefined ? VETTING_RUBRICS[categoryId] : undefined) ?? GENERAL_RUBRIC;

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
