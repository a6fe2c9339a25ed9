import "server-only";
import type { ApplicationStage } from "@/lib/validation/applications";

export type StageActor = "client" | "talent";

const ACTIVE: readonly ApplicationStage[] = ["applied", "screening", "interview", "offer"];

/**
 * The one place that says how an application moves. The company moves an active card to any other active
 * stage (back as well, to undo a slip), rejects it from any active stage, and hires from an offer; the talent
 * can only withdraw, and only while it is active. Hired, rejected and withdrawn are final.
 */
const MOVES: Readonly<Record<StageActor, Partial<Record<ApplicationStage, readonly ApplicationStage[]>>>> = {
  client: {
    applied: ["screening", "interview", "offer", "rejected"],
    screening: ["applied", "interview", "offer", "rejected"],
    interview: ["applied", "screening", "offer", "rejected"],
    offer: ["applied", "screening", "interview", "hired", "rejected"],
  },
  talent: Object.fromEntries(ACTIVE.map((stage) => [stage, ["withdrawn"]])),
};

export const canMoveApplication = (actor: StageActor, from: ApplicationStage, to: ApplicationStage): boolean =>
  MOVES[actor][from]?.includes(to) ?? false;

export const isActiveStage = (stage: ApplicationStage): boolean => ACTIVE.includes(stage);
