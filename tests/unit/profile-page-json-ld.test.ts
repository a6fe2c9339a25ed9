import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "@/lib/seo/job-posting";
import { profilePageJsonLd } from "@/lib/seo/profile-page";
import type { PublicProfile } from "@/lib/validation/profile-responses";

const profile: PublicProfile = {
  handle: "amara-okafor",
  first_name: "Amara",
  last_name: "Okafor",
  full_name: "Amara Okafor",
  vetted: true,
  rating: null,
  headline: "Senior React Developer",
  bio: "I build fast </script><script>alert(1)</script> front ends.",
  location: "Lagos, Nigeria",
  country: "NG",
  city: "Lagos",
  timezone: "Africa/Lagos",
  work_hours: { start: "09:00", end: "17:00" },
  hourly_rate: 65,
  years_experience: 8,
  experience_level: "senior",
  availability: "full_time",
  available_from: null,
  contract_types: ["hourly"],
  hours_per_week: 40,
  category_id: 1,
  skills: [{ id: 3, name: "ReactJs", category_id: 1 }],
  custom_skills: ["Storybook"],
  job_interests: [],
  industries: [],
  linkedin_url: null,
  github_url: "https://github.com/example",
  portfolio_url: "https://example.com/portfolio/amara-okafor",
  experience: [],
  avatar_url: "/api/files/0b6f0c9e-7f43-4a43-9c55-2f2d6d7f5a10",
  resume_url: "/api/files/1b6f0c9e-7f43-4a43-9c55-2f2d6d7f5a10",
  visibility: "public",
  updated_at: "2025-05-01T10:00:00.000Z",
};

describe("profilePageJsonLd", () => {
  it("describes a public profile as a ProfilePage about a Person, with absolute URLs", () => {
    expect(profilePageJsonLd(profile, "https://hireloop.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://hireloop.example/profiles/amara-okafor",
      dateModified: "2025-05-01T10:00:00.000Z",
      mainEntity: {
        "@type": "Person",
        "@id": "https://hireloop.example/profiles/amara-okafor#person",
        name: "Amara Okafor",
        givenName: "Amara",
        familyName: "Okafor",
        alternateName: "amara-okafor",
        jobTitle: "Senior React Developer",
        description: profile.bio,
        image: "https://hireloop.example/api/files/0b6f0c9e-7f43-4a43-9c55-2f2d6d7f5a10",
        url: "https://hireloop.example/profiles/amara-okafor",
        sameAs: ["https://github.com/example", "https://example.com/portfolio/amara-okafor"],
        knowsAbout: ["ReactJs", "Storybook"],
        address: { "@type": "PostalAddress", addressLocality: "Lagos", addressCountry: "NG" },
      },
    });
  });

  it("says nothing about a profile that is not public, and never carries the résumé", () => {
    expect(profilePageJsonLd({ ...profile, visibility: "recruiters" }, "https://x.example")).toBeNull();
    expect(profilePageJsonLd({ ...profile, visibility: "hidden" }, "https://x.example")).toBeNull();
    expect(JSON.stringify(profilePageJsonLd(profile, "https://x.example"))).not.toContain(profile.resume_url);
  });

  it("leaves out what the talent has not filled in", () => {
    const sparse = {
      ...profile,
      headline: null,
      bio: null,
      avatar_url: null,
      github_url: null,
      portfolio_url: null,
      city: null,
      country: null,
      skills: [],
      custom_skills: [],
    };
    const person = profilePageJsonLd(sparse, "https://x.example")?.mainEntity;
    expect(JSON.parse(JSON.stringify(person))).toEqual({
      "@type": "Person",
      "@id": "https://x.example/profiles/amara-okafor#person",
      name: "Amara Okafor",
      givenName: "Amara",
      familyName: "Okafor",
      alternateName: "amara-okafor",
      url: "https://x.example/profiles/amara-okafor",
    });
  });

  it("serializes so that a bio cannot close the script tag", () => {
    expect(serializeJsonLd(profilePageJsonLd(profile, "https://x.example"))).not.toContain("</script>");
  });
});
