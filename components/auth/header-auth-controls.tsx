"use client";

import Link from "next/link";
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
    <div className="flex items-center gap-3">
      <Link href="/login" className="text-sm font-medium">
        Log in
      </Link>
      <Link href="/signup/talent" className="rounded-md border border-brand-500 px-4 py-2 text-sm font-semibold text-brand-600">
        Apply for Jobs
      </Link>
      <a
        href="/signup/recruiter"
        target="_blank"
        rel="noopener"
        className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white"
      >
        Recruit Talent
      </a>
    </div>
  );
}
