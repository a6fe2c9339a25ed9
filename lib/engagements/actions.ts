/** What a summary mail's single-use link does to its engagement, without signing in (/engagement-actions/[token]). */
export const ENGAGEMENT_ACTIONS = ["end", "reduce"] as const;
export type EngagementAction = (typeof ENGAGEMENT_ACTIONS)[number];

/** How long a link stays valid after its mail was queued. */
export const ENGAGEMENT_ACTION_TTL_DAYS = 7;
