"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { MIN_BIO_LENGTH } from "@/lib/profiles/completeness";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import type { TalentUser } from "@/lib/validation/profile";

import { ExperienceFields } from "./experience-fields";
import { describedBy, FieldError, inputClass, TextField, useFieldError } from "./field";
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
    <div>
      <label htmlFor="bio" className="block text-sm font-medium text-ink">
        Bio
      </label>
      <textarea
        id="bio"
        rows={6}
        maxLength={BIO_MAX}
        {...register("bio")}
        {...describedBy("bio", error, counter)}
        className={inputClass}
      />
      <p
        id="bio-hint"
        aria-live="polite"
        className={`mt-1 text-xs ${length >= MIN_BIO_LENGTH ? "text-emerald-700" : "text-ink-muted"}`}
      >
        {counter}
      </p>
      <FieldError name="bio" message={error} />
    </div>
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
        <TextField
          name="linkedin_url"
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://linkedin.com/in/…"
        />
        <TextField name="github_url" label="GitHub" type="url" inputMode="url" placeholder="https://github.com/…" />
        <TextField name="portfolio_url" label="Portfolio" type="url" inputMode="url" placeholder="https://…" />
      </div>
      <BioField />
      <ExperienceFields />
    </div>
  );
}
