import { ONBOARDING_GROUPS } from "@/lib/content/profile-form";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";
import { profileEditorData } from "@/lib/server/profiles/editor-data";

import { OnboardingWizard } from "./_components/onboarding-wizard";

export const metadata = createMetadata({
  title: "Set up your profile",
  description: "Five short steps to a profile recruiters can hire from.",
  path: "/talent/onboarding",
  noIndex: true,
});

const LAST_STEP = ONBOARDING_GROUPS.length;

/** ?step=N opens that step; otherwise the one after the last step saved (the first again once all are done). */
function openingStep(requested: string | string[] | undefined, done: number): number {
  const asked = typeof requested === "string" && /^\d$/.test(requested) ? Number(requested) : NaN;
  if (asked >= 1 && asked <= LAST_STEP) return asked;
  return done >= LAST_STEP ? 1 : done + 1;
}

export default async function OnboardingPage({ searchParams }: PageProps<"/talent/onboarding">) {
  const account = await requireAreaSession("talent", "/talent/onboarding");
  const { profile, catalogues } = await profileEditorData(account);
  const step = openingStep((await searchParams).step, profile.onboarding_step);
  return <OnboardingWizard profile={profile} catalogues={catalogues} initialStep={step} />;
}
