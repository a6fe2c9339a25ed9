/** The scorecard of a held interview: four scores from 1 (poor) to 4 (excellent) and a recommendation. */
export const SCORECARD_CRITERIA = ["communication", "skills", "hours_fit", "overall"] as const;
export type ScorecardCriterion = (typeof SCORECARD_CRITERIA)[number];

export const SCORE_MIN = 1;
export const SCORE_MAX = 4;

export const INTERVIEW_RECOMMENDATIONS = ["strong_yes", "yes", "no", "strong_no"] as const;
export type InterviewRecommendation = (typeof INTERVIEW_RECOMMENDATIONS)[number];

export const SCORECARD_NOTES_MAX = 5_000;
