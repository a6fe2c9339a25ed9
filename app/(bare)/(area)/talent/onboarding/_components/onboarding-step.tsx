"use client";

import { FormProvider, useForm } from "react-hook-form";

import { FormStatus } from "@/components/profile-form/form-status";
import { ProfileGroupFields } from "@/components/profile-form/profile-group-fields";
import { profileResolver } from "@/components/profile-form/profile-resolver";
import { useProfileSave } from "@/components/profile-form/use-profile-save";
import { buttonClass } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { ONBOARDING_GROUPS, onboardingCopy } from "@/lib/content/profile-form";
import { FIELD_GROUPS, profileFormValues } from "@/lib/profiles/profile-form";
import type { OwnProfile, TalentUser } from "@/lib/validation/profile";

type Props = {
  step: number;
  profile: OwnProfile;
  headingRef: React.Ref<HTMLHeadingElement>;
  onSaved: (user: TalentUser) => void;
  onNext: () => void;
  onBack: () => void;
};

/** One step: its fields; Continue saves them (and the step), Skip records the step only, Back saves nothing. */
export function OnboardingStep({ step, profile, headingRef, onSaved, onNext, onBack }: Props) {
  const { group, step: title, lead } = ONBOARDING_GROUPS[step - 1]!;
  // Checked on submit, then as the talent types: a check on blur would move the buttons between press and release.
  const form = useForm({ defaultValues: profileFormValues(profile), resolver: profileResolver([group]) });
  const { status, save, submit } = useProfileSave(form, FIELD_GROUPS[group]);
  const reached = Math.max(profile.onboarding_step, step);
  const busy = status.state === "saving" || form.formState.isSubmitting;

  const advance = (user: TalentUser) => {
    onSaved(user);
    onNext();
  };

  const skip = async () => {
    const user = await save({ onboarding_step: reached });
    if (user) advance(user);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit({ onboarding_step: reached }, advance)}
        aria-labelledby="step-title"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2
          id="step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-ink focus:outline-none"
        >
          {title}
        </h2>
        <p className="mt-1 mb-6 text-sm text-ink-muted">{lead}</p>
        <ProfileGroupFields
          group={group}
          profile={profile}
          onSaved={onSaved}
          categoryHint={onboardingCopy.chooseCategory}
        />
        <div className="mt-8 border-t border-slate-200 pt-5">
          <FormStatus status={status} />
          <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            {step > 1 ? (
              <button type="button" onClick={onBack} disabled={busy} className={buttonClass("ghost", "md")}>
                {onboardingCopy.back}
              </button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <button
                type="button"
                onClick={() => void skip()}
                disabled={busy}
                className={buttonClass("secondary", "md")}
              >
                {onboardingCopy.skip}
              </button>
              <SubmitButton sending={busy} label={onboardingCopy.continue} sendingLabel="Saving…" variant="primary" />
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
