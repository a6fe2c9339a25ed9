"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { updateProfileRequest, type ProfileUpdate } from "@/lib/api/profile";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import type { TalentUser } from "@/lib/validation/profile";

import type { ProfileField } from "./field";

export type SaveStatus = { state: "idle" | "saving" | "saved" } | { state: "error"; message: string };

export const SAVE_FAILED = "Your changes could not be saved. Please try again.";
const FIX_FIELDS = "Please correct the fields marked below.";

/**
 * Saving a form's groups through POST /api/talent/profile_update: the server's 422 errors land on their
 * fields (focus on the first), anything else becomes the form's message.
 */
export function useProfileSave(
  form: UseFormReturn<ProfileFormValues, unknown, ProfileUpdate>,
  fields: readonly string[],
) {
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });

  const save = async (update: ProfileUpdate): Promise<TalentUser | null> => {
    setStatus({ state: "saving" });
    try {
      const user = await updateProfileRequest(update);
      setStatus({ state: "saved" });
      return user;
    } catch (error) {
      const errors = Object.entries(apiFieldErrors(error));
      const onForm = errors.filter(([name]) => fields.some((field) => name === field || name.startsWith(`${field}.`)));
      onForm.forEach(([name, messages], index) =>
        form.setError(name as ProfileField, { type: "server", message: messages[0] }, { shouldFocus: index === 0 }),
      );
      const elsewhere = errors.filter((entry) => !onForm.includes(entry)).map(([, messages]) => messages[0]);
      const message =
        onForm.length > 0 && elsewhere.length === 0
          ? FIX_FIELDS
          : [apiErrorMessage(error, SAVE_FAILED), ...elsewhere].join(" ");
      setStatus({ state: "error", message });
      return null;
    }
  };

  /** The form's submit handler: checks its fields, then saves them with `extra` (e.g. onboarding_step). */
  const submit = (extra: ProfileUpdate, onSaved: (user: TalentUser) => void) =>
    form.handleSubmit(
      async (values) => {
        const user = await save({ ...values, ...extra });
        if (user) onSaved(user);
      },
      () => setStatus({ state: "error", message: FIX_FIELDS }),
    );

  return { status, setStatus, save, submit };
}
