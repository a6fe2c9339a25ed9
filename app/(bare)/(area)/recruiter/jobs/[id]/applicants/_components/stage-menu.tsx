"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";

import { allowedMoves, type ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";
import type { ClientApplication } from "@/lib/validation/applications";

type Props = { application: ClientApplication; onMove: (to: ApplicationStage) => void };

const TRIGGER_CLASS =
  "inline-flex h-8 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-xs font-semibold text-ink hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:border-brand-500";

/**
 * "Move to…": the stages this card may go to from where it is, as the server's table allows. A board holds hundreds
 * of cards, so until its first opening the menu is a plain button with the trigger's name and state; Radix's menu
 * mounts on that opening (already open) and stays, so the focus comes back to its trigger as usual.
 */
export function StageMenu({ application, onMove }: Props) {
  const [opening, setOpening] = useState<"pointer" | "keyboard" | null>(null);
  const targets = allowedMoves("client", application.stage);
  if (targets.length === 0) return null;
  const label = BOARD_COPY.moveMenuLabel(application.talent.name);
  if (opening === null)
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        aria-label={label}
        className={TRIGGER_CLASS}
        // As Radix's trigger: a primary press opens on pointer down (keeping the focus off the button) …
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          setOpening("pointer");
        }}
        // … and Enter, Space and ArrowDown open it on its first stage.
        onKeyDown={(event) => {
          if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
          event.preventDefault();
          setOpening("keyboard");
        }}
      >
        <TriggerFace />
      </button>
    );
  return <LiveStageMenu label={label} targets={targets} onMove={onMove} openedByKeyboard={opening === "keyboard"} />;
}

function LiveStageMenu({
  label,
  targets,
  onMove,
  openedByKeyboard,
}: {
  label: string;
  targets: readonly ApplicationStage[];
  onMove: (to: ApplicationStage) => void;
  openedByKeyboard: boolean;
}) {
  const [open, setOpen] = useState(true);
  // Radix moves to the first stage when it saw the key that opened it; this first opening's key came before it mounted.
  const [firstFromKeyboard, setFirstFromKeyboard] = useState(openedByKeyboard);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger aria-label={label} className={TRIGGER_CLASS}>
        <TriggerFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // Opened, the menu focuses itself; after a key, on to its first stage as Radix does for the keys it sees.
          onFocus={(event) => {
            if (!firstFromKeyboard || event.target !== event.currentTarget) return;
            setFirstFromKeyboard(false);
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
          }}
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

function TriggerFace() {
  return (
    <>
      {BOARD_COPY.moveTo}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5">
        <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
    </>
  );
}
