import type { MemberKind } from "@/lib/accounts/kinds";
import type { ApplicationStage } from "@/lib/validation/applications";

export const ACTIVE_STAGES: readonly ApplicationStage[] = ["applied", "screening", "interview", "offer"];

/**
 * The one table of how an application moves, read by the server's checks and by the board's menus. The
 * company moves an active card to any other active stage (back as well, to undo a slip), rejects it from any
 * active stage, and hires from an offer; the talent can only withdraw, and only while it is active. Hired,
 * rejected and withdrawn are final.
 */
const MOVES: Readonly<Record<MemberKind, Partial<Record<ApplicationStage, readonly ApplicationStage[]>>>> = {
  client: {
    applied: ["screening", "interview", "offer", "rejected"],
    screening: ["applied", "interview", "offer", "rejected"],
    interview: ["applied", "screening", "offer", "rejected"],
    offer: ["applied", "screening", "interview", "hired", "rejected"],
  },
  talent: Object.fromEntries(ACTIVE_STAGES.map((stage) => [stage, ["withdrawn"]])),
};

export const canMoveApplication = (actor: MemberKind, from: ApplicationStage, to: ApplicationStage): boolean =>
  MOVES[actor][from]?.includes(to) ?? false;

/** The stages `actor` may move an application in `from` to, in pipeline order. */
export const allowedMoves = (actor: MemberKind, from: ApplicationStage): readonly ApplicationStage[] =>
  MOVES[actor][from] ?? [];

export const isActiveStage = (stage: ApplicationStage): boolean => ACTIVE_STAGES.includes(stage);
