import { profilePath } from "@/lib/profiles/profile-path";
import type { PublicProfile } from "@/lib/validation/profile-responses";

import { aggregateRatingJsonLd } from "./aggregate-rating";

const present = <T>(value: T | null | undefined): T | undefined => (value === null || value === "" ? undefined : value);

/**
 * schema.org ProfilePage about a Person, for a profile anyone may see; null for any other visibility,
 * so a recruiters-only or hidden profile never describes its owner to a crawler.
 */
export function profilePageJsonLd(profile: PublicProfile, origin: string) {
  if (profile.visibility !== "public") return null;
  const url = `${origin}${profilePath(profile.handle)}`;
  const sameAs = [profile.linkedin_url, profile.github_url, profile.portfolio_url].filter((link): link is string =>
    Boolean(link),
  );
  const skills = [...profile.skills.map((skill) => skill.name), ...profile.custom_skills];
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    dateModified: profile.updated_at,
    mainEntity: {
      "@type": "Person",
      "@id": `${url}#person`,
      name: profile.full_name,
      givenName: present(profile.first_name),
      familyName: present(profile.last_name),
      alternateName: profile.handle,
      jobTitle: present(profile.headline),
      description: present(profile.bio),
      image: profile.avatar_url ? `${origin}${profile.avatar_url}` : undefined,
      url,
      sameAs: sameAs.length > 0 ? sameAs : undefined,
      knowsAbout: skills.length > 0 ? skills : undefined,
      aggregateRating: aggregateRatingJsonLd(profile.rating),
      address:
        profile.city || profile.country
          ? {
              "@type": "PostalAddress",
              addressLocality: present(profile.city),
              addressCountry: present(profile.country),
            }
          : undefined,
    },
  };
}
