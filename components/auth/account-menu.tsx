"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";

import { ACCOUNT_MENU_BUTTON_CLASS, AccountMenuFace } from "./account-menu-face";

/**
 * A signed-in account's dropdown: the name on the button, one action inside. Radix places it in a portal,
 * flips or shifts it to stay on screen, closes it on a click outside or Escape, and handles the keys.
 */
export function AccountMenu({
  name,
  actionLabel,
  onAction,
  align = "start",
}: {
  name: string;
  actionLabel: string;
  onAction: () => void;
  align?: "start" | "end";
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={ACCOUNT_MENU_BUTTON_CLASS}>
        <AccountMenuFace name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          className="z-[60] min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <DropdownMenu.Item
            onSelect={onAction}
            className="block w-full cursor-pointer px-4 py-2 text-left text-sm text-ink outline-none data-[highlighted]:bg-slate-100"
          >
            {actionLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
