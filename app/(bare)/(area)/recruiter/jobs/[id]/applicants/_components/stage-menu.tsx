"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";

import { allowedMoves, type ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";
import type { ClientApplication } from "@/lib/validation/applications";

/** "Move to…": the stages this card may go to from where it is, as the server's table allows. */
export function StageMenu({
  application,
  onMove,
}: {
  application: ClientApplication;
  onMove: (to: ApplicationStage) => void;
}) {
  const targets = allowedMoves("client", application.stage);
  if (targets.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={BOARD_COPY.moveMenuLabel(application.talent.name)}
        className="inline-flex h-8 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-xs font-semibold text-ink hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:border-brand-500"
      >
        {BOARD_COPY.moveTo}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-[60] min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {targets.map((stage) => (
            <DropdownMenu.Item
              key={stage}
              onSelect={() => onMove(stage)}
              className={`block w-full cursor-pointer px-4 py-2 text-left text-sm outline-none data-[highlighted]:bg-slate-100 ${stage === "rejected" ? "text-red-700" : "text-ink"}`}
            >
              {STAGE_LABELS[stage]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
