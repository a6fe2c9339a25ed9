import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

import type { ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { ANNOUNCE } from "@/lib/content/pipeline";
import type { ClientApplication } from "@/lib/validation/applications";

export const screenReaderInstructions: ScreenReaderInstructions = { draggable: ANNOUNCE.instructions };

const label = (id: unknown) => STAGE_LABELS[id as ApplicationStage] ?? String(id);

/** What a screen reader hears while a card is dragged, in the board's own words. */
export function boardAnnouncements(find: (id: unknown) => ClientApplication | null): Announcements {
  const name = (id: unknown) => find(id)?.talent.name ?? "The applicant";
  const from = (id: unknown) => label(find(id)?.stage);
  return {
    onDragStart: ({ active }) => ANNOUNCE.pickedUp(name(active.id), from(active.id)),
    onDragOver: ({ active, over }) =>
      over ? ANNOUNCE.over(name(active.id), label(over.id)) : ANNOUNCE.notOver(name(active.id)),
    onDragEnd: ({ active, over }) =>
      over && over.id !== find(active.id)?.stage
        ? ANNOUNCE.dropped(name(active.id), label(over.id))
        : ANNOUNCE.stayed(name(active.id), from(active.id)),
    onDragCancel: ({ active }) => ANNOUNCE.cancelled(name(active.id), from(active.id)),
  };
}
