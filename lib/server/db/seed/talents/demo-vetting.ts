import "server-only";

import { VETTING_LINE } from "@/lib/vetting/stages";

import { talentVetting, vettingEvents } from "../../schema";
import type { Db } from "../../types";

const DAY = 24 * 60 * 60 * 1000;

/**
 * A vetted demo talent's vetting as the console would have left it: the row at stage vetted and one event
 * per step of the line, a few days apart. `order` (the talent's place in the demo list) spreads the dates
 * over the last months, the same on every run for the same `now`.
 */
export async function seedDemoVetting(tx: Db, talentId: number, order: number, now: Date): Promise<void> {
  const vettedAt = new Date(now.getTime() - (2 + ((order * 7) % 150)) * DAY);
  const steps = VETTING_LINE.length - 1;
  const at = (step: number) => new Date(vettedAt.getTime() - (steps - step) * 3 * DAY);
  await tx.insert(talentVetting).values({
    talentId,
    stage: "vetted",
    stageEnteredAt: vettedAt,
    submittedAt: at(0),
    vettedAt,
    updatedAt: vettedAt,
  });
  await tx.insert(vettingEvents).values(
    VETTING_LINE.map((stage, step) => ({
      talentId,
      attempt: 1,
      fromStage: step === 0 ? null : VETTING_LINE[step - 1],
      toStage: stage,
      at: at(step),
    })),
  );
}
