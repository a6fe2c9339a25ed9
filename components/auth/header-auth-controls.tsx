import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";

/**
 * The header's account area. For logged-out visitors: the two signup buttons of the spec.
 * (The sign-in work turns this into the logged-in user menu as well.)
 */
export function HeaderAuthControls() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href="/login" className={buttonClass("ghost", "sm")}>
        Log in
      </Link>
      <Link href="/signup/talent" className={buttonClass("secondary", "sm")}>
        Apply for Jobs
      </Link>
      <a href="/signup/recruiter" target="_blank" rel="noopener" className={buttonClass("primary", "sm")}>
        Recruit Talent
      </a>
    </div>
  );
}
