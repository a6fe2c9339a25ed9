import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";

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
