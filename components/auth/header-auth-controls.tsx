import Link from "next/link";

/**
 * The header's account area. For logged-out visitors: the two signup buttons of the spec.
 * (The sign-in work turns this into the logged-in user menu as well.)
 */
export function HeaderAuthControls() {
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
