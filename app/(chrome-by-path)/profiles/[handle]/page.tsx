import { notFound } from "next/navigation";
import { cache } from "react";

import { ProfileView } from "@/components/profile/profile-view";
import { ResumeDownloadButton } from "@/components/profile/resume-download-button";
import { Container } from "@/components/ui/container";
import { profilePath } from "@/lib/profiles/profile-path";
import { ratingLabel } from "@/lib/seo/aggregate-rating";
import { serializeJsonLd } from "@/lib/seo/job-posting";
import { createMetadata } from "@/lib/seo/metadata";
import { profilePageJsonLd } from "@/lib/seo/profile-page";
import { getDb } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/server/env";
import { invitableTalentId } from "@/lib/server/invitations/invitable-talent";
import { isProfileOwner } from "@/lib/server/profiles/profile-owner";
import { profileForViewer } from "@/lib/server/profiles/public-profile";
import { viewerFromSession } from "@/lib/server/profiles/session-viewer";
import type { PublicProfile } from "@/lib/validation/profile-responses";

import { OwnerBar } from "./_components/owner-bar";
import { RecruiterBar } from "./_components/recruiter-bar";

type Props = { params: Promise<{ handle: string }> };

// Metadata and page share one session check and one query per request.
const loadViewer = cache(viewerFromSession);
const loadProfile = cache(async (handle: string) => profileForViewer(await getDb(), handle, await loadViewer()));

function describe(profile: PublicProfile): string {
  const place = [profile.city, profile.country].filter(Boolean).join(", ");
  const lead = [profile.headline, place].filter(Boolean).join(" in ");
  const text = `${profile.full_name}${lead ? `, ${lead}` : ""}. ${profile.bio ?? ""}`.trim();
  return text.length > 155 ? `${text.slice(0, 152)}…` : text;
}

export async function generateMetadata({ params }: Props) {
  const { handle } = await params;
  const profile = await loadProfile(handle);
  if (!profile) {
    return createMetadata({
      title: "Profile not found",
      description: "This profile is private or does not exist.",
      path: profilePath(handle),
      noIndex: true,
    });
  }
  return createMetadata({
    title: profile.headline ? `${profile.full_name}, ${profile.headline}` : profile.full_name,
    description: describe(profile),
    path: profilePath(profile.handle),
    noIndex: profile.visibility !== "public",
  });
}

export default async function ProfilePage({ params }: Props) {
  const { handle } = await params;
  const [profile, viewer] = await Promise.all([loadProfile(handle), loadViewer()]);
  if (!profile) notFound();
  const jsonLd = profilePageJsonLd(profile, siteUrl());
  const stars = ratingLabel(profile.rating);
  const isOwner = await isProfileOwner(await getDb(), profile.handle, viewer);
  const invitableId =
    viewer?.kind === "client" && profile.vetted ? await invitableTalentId(await getDb(), profile.handle) : null;

  return (
    <>
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
      {isOwner ? <OwnerBar visibility={profile.visibility} /> : null}
      {invitableId !== null ? (
        <RecruiterBar talentId={invitableId} firstName={profile.first_name} fullName={profile.full_name} />
      ) : null}
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pb-20 pt-8 sm:pt-12">
          {stars ? (
            <p className="mb-4 text-sm font-semibold text-slate-700" aria-label="Rating">
              {stars}
            </p>
          ) : null}
          <ProfileView
            profile={profile}
            vetted={profile.vetted}
            resume={
              profile.resume_url ? (
                <ResumeDownloadButton url={profile.resume_url} fileName={`${profile.handle}-resume.pdf`} />
              ) : undefined
            }
          />
        </Container>
      </div>
    </>
  );
}
