type Milestone = { name: string; amount_minor: number };

/**
 * A project engagement's milestones, as delivered, approved and billed: its own list, or, when the offer did not
 * split the amount, the whole project as one milestone (position 1) of the full amount.
 */
export function projectMilestones(engagement: { milestones: Milestone[]; rateMinor: number }): Milestone[] {
  if (engagement.milestones.length > 0) return engagement.milestones;
  return [{ name: "The whole project", amount_minor: engagement.rateMinor }];
}
