import type { FieldGroup } from "@/lib/profiles/profile-form";

/** The groups of profile fields: an onboarding step each (but visibility), and a section of the editor. */
export const PROFILE_GROUPS: readonly { group: FieldGroup; step: string; section: string; lead: string }[] = [
  {
    group: "whatYouDo",
    step: "What you do",
    section: "About you",
    lead: "Your field and your level: recruiters filter by them.",
  },
  {
    group: "skills",
    step: "Skills",
    section: "Skills",
    lead: "Pick the skills you work with every day. Add any that are missing.",
  },
  {
    group: "whatYouWant",
    step: "What you want",
    section: "What you want",
    lead: "The work you are looking for, and on what terms.",
  },
  {
    group: "whereAndWhen",
    step: "Where and when",
    section: "Where and when",
    lead: "Remote teams plan around your time zone and hours.",
  },
  {
    group: "workAndLinks",
    step: "Show your work",
    section: "Work and links",
    lead: "A photo, your résumé, links and experience make a profile credible.",
  },
  {
    group: "visibility",
    step: "",
    section: "Visibility and address",
    lead: "Who can open your profile, and at which address.",
  },
];

export const ONBOARDING_GROUPS = PROFILE_GROUPS.filter((group) => group.step !== "");

export const onboardingCopy = {
  title: "Set up your profile",
  lead: "Five short steps. Each is saved when you continue, and you can come back to it at any time.",
  continue: "Continue",
  skip: "Skip for now",
  back: "Back",
  chooseCategory: "Choose what you do in step 1 to see its list.",
} as const;

export const editorCopy = {
  title: "Your profile",
  lead: "Everything recruiters see about you. The preview shows your profile as they read it.",
  save: "Save changes",
  saved: "Saved",
  chooseCategory: "Choose what you do under About you to see its list.",
  preview: "Preview",
  previewLead: "How recruiters see your profile",
} as const;
