"use client";

import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { UserMenu } from "./user-menu";
import { useAuthUser } from "./use-auth-user";

/**
 * The header's account area. Logged out: 'Log in' and the two signup buttons of the spec.
 * Logged in: no signup buttons, the user's menu instead. Refreshes on authStatusChanged.
 */
export function HeaderAuthControls() {
  const user = useAuthUser();
  if (user) return <UserMenu name={user.full_name || `${user.first_name} ${user.last_name}`.trim()} />;
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
