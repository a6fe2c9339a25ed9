"use client";

import { useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";

import { CatalogueProvider, type Catalogues } from "@/components/profile-form/catalogue-context";
import { FormStatus } from "@/components/profile-form/form-status";
import { ProfileGroupFields, withUpdate } from "@/components/profile-form/profile-group-fields";
import { profileResolver } from "@/components/profile-form/profile-resolver";
import { useProfileSave } from "@/components/profile-form/use-profile-save";
import { buttonClass } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useStickyBottomInset } from "@/components/ui/use-sticky-bottom-inset";
import { editorCopy, PROFILE_GROUPS } from "@/lib/content/profile-form";
import { FIELD_GROUPS, profileFormValues } from "@/lib/profiles/profile-form";
import type { OwnProfile, TalentUser } from "@/lib/validation/profile";

import { ProfilePreview } from "./profile-preview";

const ALL_GROUPS = PROFILE_GROUPS.map((group) => group.group);
const ALL_FIELDS = ALL_GROUPS.flatMap((group) => FIELD_GROUPS[group]);

/** Every profile field in sections, one Save for them all, and the preview beside (below on narrow screens). */
export function ProfileEditor({ profile: initial, catalogues }: { profile: OwnProfile; catalogues: Catalogues }) {
  const [profile, setProfile] = useState(initial);
  const form = useForm({ defaultValues: profileFormValues(initial), resolver: profileResolver(ALL_GROUPS) });
  const { status, setStatus, submit } = useProfileSave(form, ALL_FIELDS);
  const busy = status.state === "saving";
  const saveBar = useRef<HTMLDivElement>(null);
  useStickyBottomInset(saveBar);

  const saved = (user: TalentUser) => {
    setProfile((current) => withUpdate(current, user));
    form.reset(form.getValues(), { keepValues: true });
  };
  const fileSaved = (user: TalentUser) => setProfile((current) => withUpdate(current, user));

  return (
    <CatalogueProvider initial={catalogues}>
      <FormProvider {...form}>
        <div className="space-y-8">
          <header className="flex flex-wrap items-end justify-between gap-4">
            <div className="space-y-2">
              <h1 className="text-3xl font-bold tracking-tight text-ink">{editorCopy.title}</h1>
              <p className="text-ink-muted">{editorCopy.lead}</p>
            </div>
            <a href="#preview" className={buttonClass("secondary", "sm", "xl:hidden")}>
              {editorCopy.preview}
            </a>
          </header>
          <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <form
              noValidate
              onSubmit={submit({}, saved)}
              onChange={() => status.state === "saved" && setStatus({ state: "idle" })}
              className="min-w-0 space-y-6"
            >
              {PROFILE_GROUPS.map(({ group, section, lead }) => (
                <section
                  key={group}
                  aria-labelledby={`section-${group}`}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
                >
                  <h2 id={`section-${group}`} className="text-lg font-semibold text-ink">
                    {section}
                  </h2>
                  <p className="mt-1 mb-5 text-sm text-ink-muted">{lead}</p>
                  <ProfileGroupFields
                    group={group}
                    profile={profile}
                    onSaved={fileSaved}
                    categoryHint={editorCopy.chooseCategory}
                  />
                </section>
              ))}
              <div
                ref={saveBar}
                className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-t-xl border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)]"
              >
                <FormStatus status={status} savedText={editorCopy.saved} />
                <SubmitButton sending={busy} label={editorCopy.save} sendingLabel="Saving…" variant="primary" />
              </div>
            </form>
            <aside id="preview" aria-labelledby="preview-title" className="min-w-0 scroll-mt-6">
              <div className="space-y-3 xl:sticky xl:top-6 xl:max-h-[calc(100vh-3rem)] xl:overflow-y-auto">
                <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                  {editorCopy.previewLead}
                </h2>
                <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <ProfilePreview control={form.control} profile={profile} />
                </div>
              </div>
            </aside>
          </div>
        </div>
      </FormProvider>
    </CatalogueProvider>
  );
}
