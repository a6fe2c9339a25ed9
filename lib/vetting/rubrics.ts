// How a manager scores a talent on the way to a vetting decision (the scores go with the decisive moves).

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
