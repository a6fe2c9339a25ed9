"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";

import { CatalogueProvider, type Catalogues } from "@/components/profile-form/catalogue-context";
import { withUpdate } from "@/components/profile-form/profile-group-fields";
import { ONBOARDING_GROUPS, onboardingCopy } from "@/lib/content/profile-form";
import type { OwnProfile } from "@/lib/validation/profile";

import { OnboardingStep } from "./onboarding-step";
import { StepIndicator } from "./step-indicator";

const LAST_STEP = ONBOARDING_GROUPS.length;

/** The five steps, one at a time; each step's save records how far the talent got, so a visit later resumes there. */
export function OnboardingWizard({
  profile: initial,
  catalogues,
  initialStep,
}: {
  profile: OwnProfile;
  catalogues: Catalogues;
  initialStep: number;
}) {
  const router = useRouter();
  const [profile, setProfile] = useState(initial);
  const [step, setStep] = useState(initialStep);
  const heading = useRef<HTMLHeadingElement>(null);

  const go = (next: number) => {
    if (next > LAST_STEP) {
      router.push("/talent");
      return;
    }
    setStep(next);
    window.history.replaceState(null, "", `?step=${next}`);
    // The new step's heading takes focus, so a screen reader announces where the talent is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <CatalogueProvider initial={catalogues}>
      <div className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{onboardingCopy.title}</h1>
          <p className="text-ink-muted">{onboardingCopy.lead}</p>
        </header>
        <StepIndicator step={step} />
        <OnboardingStep
          key={step}
          step={step}
          profile={profile}
          headingRef={heading}
          onSaved={(user) => setProfile((current) => withUpdate(current, user))}
          onNext={() => go(step + 1)}
          onBack={() => go(step - 1)}
        />
      </div>
    </CatalogueProvider>
  );
}
