import type { MemberKind } from "@/lib/accounts/kinds";

/**
 * The application state machine, the one place that says how an application moves between stages. Shared by
 * the server (which checks every move against it) and the board's menus (which offer only the allowed moves).
 */
export const APPLICATION_STAGES = [
  "applied",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;

export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const ACTIVE_STAGES: readonly ApplicationStage[] = ["applied", "screening", "interview", "offer"];

/**
 * The company moves an active card to any other active stage (back as well, to undo a slip), rejects it from any
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

/** Whether `stage` comes before `than` in the pipeline (final stages come before nothing). */
export const isEarlierStage = (stage: ApplicationStage, than: ApplicationStage): boolean =>
  isActiveStage(stage) && APPLICATION_STAGES.indexOf(stage) < APPLICATION_STAGES.indexOf(than);
