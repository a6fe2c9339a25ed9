import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CompletenessMeter } from "@/app/(bare)/(area)/talent/_components/completeness-meter";
import { ProfileStatus } from "@/app/(bare)/(area)/talent/_components/profile-status";
import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";

const missing = [
  { field: "avatar_url", label: "Add a profile photo" },
  { field: "bio", label: "Write a bio of at least 200 characters" },
];

describe("the completeness meter", () => {
  it("is a named progress bar holding the percent", () => {
    render(<CompletenessMeter completeness={{ percent: 35, missing }} />);
    const meter = screen.getByRole("progressbar", { name: "Profile completeness" });
    expect(meter).toHaveAttribute("aria-valuenow", "35");
    expect(meter).toHaveAttribute("aria-valuetext", "35% complete");
    expect(screen.getByText("35%")).toBeInTheDocument();
  });

  it("names each missing item with a link to its field in the profile editor", () => {
    render(<CompletenessMeter completeness={{ percent: 35, missing }} />);
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Add a profile photo", "/talent/profile#avatar_url"],
      ["Write a bio of at least 200 characters", "/talent/profile#bio"],
    ]);
  });

  it("says so when nothing is missing", () => {
    render(<CompletenessMeter completeness={{ percent: 100, missing: [] }} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing is missing/)).toBeInTheDocument();
  });
});

describe("the Overview's profile card", () => {
  it("below the threshold, asks to continue the profile and says what applying needs", () => {
    render(
      <ProfileStatus
        completeness={{ percent: APPLY_THRESHOLD - 5, missing }}
        handle="ada-lovelace"
        visibility="public"
      />,
    );
    expect(screen.getByRole("link", { name: "Continue your profile" })).toHaveAttribute("href", "/talent/onboarding");
    expect(screen.getByText(`A profile needs ${APPLY_THRESHOLD}% to apply for jobs.`)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View your public profile" })).not.toBeInTheDocument();
  });

  it("at the threshold, says the profile is complete enough and links to it and to the jobs", () => {
    render(
      <ProfileStatus
        completeness={{ percent: APPLY_THRESHOLD, missing: missing.slice(0, 1) }}
        handle="ada-lovelace"
        visibility="public"
      />,
    );
    expect(screen.getByText("Your profile is complete enough to apply for jobs.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View your public profile" })).toHaveAttribute(
      "href",
      "/profiles/ada-lovelace",
    );
    expect(screen.getByRole("link", { name: "Explore Jobs" })).toHaveAttribute("href", "/jobs");
    expect(screen.queryByRole("link", { name: "Continue your profile" })).not.toBeInTheDocument();
  });

  it("says who can see a recruiters-only profile, links no visitor to a 404, and offers both previews", () => {
    render(
      <ProfileStatus
        completeness={{ percent: APPLY_THRESHOLD, missing: [] }}
        handle="ada-lovelace"
        visibility="recruiters"
      />,
    );
    expect(screen.getByText(/Only recruiters whose email is verified can see your profile/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View your public profile" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Preview as a visitor" })).toHaveAttribute(
      "href",
      "/talent/profile/preview?as=visitor",
    );
    expect(screen.getByRole("link", { name: "Preview as a recruiter" })).toHaveAttribute(
      "href",
      "/talent/profile/preview?as=recruiter",
    );
  });
});
