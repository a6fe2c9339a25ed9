import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";
import type { Visibility } from "@/lib/validation/profile-options";

/** Copy of the talent's workspace pages (Overview, Account). */
export const TALENT_OVERVIEW = {
  meterLabel: "Profile completeness",
  profileHeading: "Your profile",
  belowThreshold: `A profile needs ${APPLY_THRESHOLD}% to apply for jobs.`,
  continueProfile: "Continue your profile",
  completeEnough: "Your profile is complete enough to apply for jobs.",
  viewProfile: "View your public profile",
  missingHeading: "Still missing",
  nothingMissing: "Nothing is missing: recruiters see your full profile.",
} as const;

export const TALENT_ACCOUNT = {
  title: "Account",
  lead: "Your details, your profile's address and who can see it.",
  detailsHeading: "Your details",
  addressHeading: "Your profile address",
  copy: "Copy link",
  copied: "Copied",
  copyFailed: "Copy failed: select the address and copy it yourself.",
  visibilityHeading: "Who can see your profile",
  changeVisibility: "Change visibility",
  exportHeading: "Your data",
  exportLead: "Your profile as a JSON Resume file, ready for other tools that read the format.",
  download: "Download my profile (JSON Resume)",
  downloading: "Preparing your file…",
  downloadFailed: "Your profile could not be downloaded. Please try again.",
  sessionHeading: "Session",
  logout: "Logout",
  loggingOut: "Logging out…",
} as const;

/** Who sees a profile of each visibility, said where the talent looks at or links to it. */
export const PROFILE_AUDIENCE: Record<Visibility, string> = {
  public: "Anyone with its link can see your profile.",
  recruiters:
    "Only recruiters whose email is verified can see your profile: anyone else who opens its link is told it does not exist.",
  hidden: "Your profile is hidden: only you can see it.",
};

/** The talent's preview of their profile as a visitor or a recruiter sees it (/talent/profile/preview). */
export const PROFILE_PREVIEW = {
  title: "Preview your profile",
  previewAs: "Preview as",
  audiences: { visitor: "A visitor", recruiter: "A recruiter" },
  previewAsVisitor: "Preview as a visitor",
  previewAsRecruiter: "Preview as a recruiter",
  seenBy: {
    visitor: "This is what a visitor who is not signed in as a recruiter sees.",
    recruiter: "This is what a recruiter with a verified email sees.",
  },
  notShownTitle: { visitor: "Visitors cannot see your profile", recruiter: "Recruiters cannot see your profile" },
  notShownBody: "Whoever opens your profile's link sees “Profile not found”, as if it did not exist.",
  changeVisibility: "Change who can see it",
  editProfile: "Edit profile",
} as const;
