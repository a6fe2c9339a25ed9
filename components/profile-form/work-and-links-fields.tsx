"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { TextareaField } from "@/components/ui/field";
import { MIN_BIO_LENGTH } from "@/lib/profiles/completeness";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import type { TalentUser } from "@/lib/validation/profile";

import { ExperienceFields } from "./experience-fields";
import { ProfileTextField, useFieldError } from "./field";
import { FileUploadField } from "./file-upload-field";

const BIO_MAX = 5000;

function BioField() {
  const { control, register } = useFormContext<ProfileFormValues>();
  const length = useWatch({ control, name: "bio" }).trim().length;
  const error = useFieldError("bio");
  const counter =
    length >= MIN_BIO_LENGTH
      ? `${length} characters: enough for a complete profile.`
      : `${length} of ${MIN_BIO_LENGTH} characters for a complete profile.`;
  return (
    <TextareaField
      id="bio"
      label="Bio"
      rows={6}
      maxLength={BIO_MAX}
      {...register("bio")}
      hint={
        // Announced as it changes; green once the bio is long enough for a complete profile.
        <span aria-live="polite" className={length >= MIN_BIO_LENGTH ? "text-emerald-700" : undefined}>
          {counter}
        </span>
      }
      error={error}
    />
  );
}

/** Show your work: photo, résumé, links, bio and experience. */
export function WorkAndLinksFields({
  profile,
  name,
  onSaved,
}: {
  profile: { avatar_url: string | null; resume_url: string | null };
  name: string;
  onSaved: (user: TalentUser) => void;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <FileUploadField field="avatar" url={profile.avatar_url} name={name} onSaved={onSaved} />
        <FileUploadField field="resume" url={profile.resume_url} name={name} onSaved={onSaved} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <ProfileTextField
          name="linkedin_url"
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://linkedin.com/in/…"
        />
        <ProfileTextField
          name="github_url"
          label="GitHub"
          type="url"
          inputMode="url"
          placeholder="https://github.com/…"
        />
        <ProfileTextField name="portfolio_url" label="Portfolio" type="url" inputMode="url" placeholder="https://…" />
      </div>
      <BioField />
      <ExperienceFields />
    </div>
  );
}
