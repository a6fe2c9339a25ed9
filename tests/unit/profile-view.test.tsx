import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ProfileView, type ProfileViewData } from "@/components/profile/profile-view";

const profile: ProfileViewData = {
  full_name: "Amara Okafor",
  headline: "Senior React Developer",
  bio: "I build design systems.\n\nI also mentor juniors.",
  avatar_url: null,
  category_id: 1,
  experience_level: "senior",
  years_experience: 8,
  skills: [{ id: 1, name: "React", category_id: 1 }],
  custom_skills: ["Storybook"],
  experience: [
    {
      title: "Staff Engineer",
      company: "Northwind",
      start_month: "2021-03",
      end_month: null,
      current: true,
      description: null,
    },
    {
      title: "Engineer",
      company: "Lumina",
      start_month: "2017-01",
      end_month: "2021-02",
      current: false,
      description: "Checkout.",
    },
  ],
  country: "NG",
  city: "Lagos",
  timezone: "Africa/Lagos",
  work_hours: { start: "22:00", end: "06:00" },
  hourly_rate: 65,
  availability: "full_time",
  available_from: "2026-12-01",
  contract_types: ["hourly", "full_time"],
  hours_per_week: 40,
  job_interests: [],
  industries: ["Fintech"],
  linkedin_url: "https://www.linkedin.com/in/amara",
  github_url: null,
  portfolio_url: null,
};

describe("ProfileView", () => {
  it("shows who the talent is, their skills, work and the facts of a remote hire", () => {
    render(<ProfileView profile={profile} />);
    expect(screen.getByRole("heading", { level: 1, name: "Amara Okafor" })).toBeInTheDocument();
    expect(screen.getByText("Software Development · Senior · 8 years of experience")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Skills" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["React", "Storybook"]);
    expect(screen.getByText("I also mentor juniors.")).toBeInTheDocument();
    expect(screen.getByText("Mar 2021 – Present")).toBeInTheDocument();
    expect(screen.getByText("Jan 2017 – Feb 2021")).toBeInTheDocument();
    const facts = screen.getByRole("complementary", { name: "Profile facts" });
    expect(facts).toHaveTextContent("$65 / hour");
    expect(facts).toHaveTextContent("Lagos, Nigeria");
    expect(facts).toHaveTextContent("22:00–06:00 (8 h a day)");
    expect(facts).toHaveTextContent("1 Dec 2026");
    expect(facts).toHaveTextContent("Hourly, Full-time");
    expect(within(facts).getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/amara",
    );
  });

  it("shows initials without a photo, the photo with one, and only the résumé control it is given", () => {
    const { rerender } = render(<ProfileView profile={profile} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("AO")).toBeInTheDocument();
    rerender(
      <ProfileView
        profile={{ ...profile, avatar_url: "/api/files/x" }}
        headingLevel={2}
        resume={<button type="button">Download résumé</button>}
      />,
    );
    expect(screen.getByRole("img", { name: "Photo of Amara Okafor" })).toHaveAttribute("src", "/api/files/x");
    expect(screen.getByRole("heading", { level: 2, name: "Amara Okafor" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download résumé" })).toBeInTheDocument();
  });

  it("shows the Vetted badge beside the name only for a vetted talent", () => {
    const { rerender } = render(<ProfileView profile={profile} />);
    expect(screen.queryByText("Vetted")).not.toBeInTheDocument();
    rerender(<ProfileView profile={profile} vetted />);
    expect(screen.getByRole("banner")).toHaveTextContent("Amara OkaforVetted");
  });
});
