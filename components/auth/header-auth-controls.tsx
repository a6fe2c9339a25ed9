"use client";

import Link from "next/link";
import { lazy, Suspense } from "react";

import { buttonClass } from "@/components/ui/button-styles";

import { ACCOUNT_MENU_BUTTON_CLASS, AccountMenuFace } from "./account-menu-face";
import { useAuthUser } from "./use-auth-user";

// The menu (Radix's dropdown and its positioning code) loads only once someone is signed in: visitors, who are most
// of the public pages' readers, never download it.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

/** The menu's button as it will look, inert for the moment its code takes to arrive. */
function UserMenuLoading({ name }: { name: string }) {
  return (
    <button type="button" disabled className={ACCOUNT_MENU_BUTTON_CLASS}>
      <AccountMenuFace name={name} />
    </button>
  );
}

/**
 * The header's account area. Logged out: 'Log in' and the two signup buttons ('Apply for Jobs', 'Recruit Talent').
 * Logged in: no signup buttons, the user's menu instead. Refreshes on authStatusChanged.
 */
export function HeaderAuthControls() {
  const user = useAuthUser();
  if (user) {
    const name = user.full_name || `${user.first_name} ${user.last_name}`.trim();
    return (
      <Suspense fallback={<UserMenuLoading name={name} />}>
        <UserMenu name={name} />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href="/login" prefetch={false} className={buttonClass("ghost", "sm")}>
        Log in
      </Link>
      <Link href="/signup/talent" prefetch={false} className={buttonClass("secondary", "sm")}>
        Apply for Jobs
      </Link>
      <a href="/signup/recruiter" target="_blank" rel="noopener" className={buttonClass("primary", "sm")}>
        Recruit Talent
      </a>
    </div>
  );
}
