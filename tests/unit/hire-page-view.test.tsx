import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { HirePageView } from "@/app/(site)/_components/hire/hire-page-view";
import { hirePageByLabel } from "@/lib/hire-pages/hire-pages";

const react = hirePageByLabel("ReactJs");
const card = {
  handle: "amara-okafor",
  name: "Amara Okafor",
  headline: "Senior React Developer",
  location: "Lagos, Nigeria",
  hourlyRate: 65,
  avatarUrl: "/api/files/0b8f4c1e-2f4e-4a3b-9a55-1d2f3e4a5b6c",
  skills: ["ReactJs", "TypeScript"],
};

describe('a "Hire …" page', () => {
  it("shows the heading, the button, the rates with their basis, and the cards leading to the profiles", () => {
    render(<HirePageView page={react} data={{ rates: { count: 7, median: 80, min: 65, max: 105 }, talent: [card] }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Hire ReactJs Developers");
    expect(screen.getByRole("link", { name: "Recruit Talent" })).toHaveAttribute("href", "/signup/recruiter");
    const rates = screen.getByRole("region", { name: "What vetted ReactJs Developers charge" });
    expect(rates).toHaveTextContent("$80/hour");
    expect(rates).toHaveTextContent("$65–$105/hour");
    expect(rates).toHaveTextContent("Based on the hourly rates of 7 vetted talent with ReactJs skills");
    const cards = screen.getByRole("region", { name: "Vetted ReactJs Developers ready to join" });
    expect(within(cards).getByRole("link", { name: "Amara Okafor" })).toHaveAttribute("href", "/profiles/amara-okafor");
    expect(within(cards).getByRole("img", { name: "Photo of Amara Okafor" })).toHaveAttribute("src", card.avatarUrl);
    expect(screen.getByRole("heading", { name: "From brief to first day in under two weeks" })).toBeInTheDocument();
  });

  it("without vetted talent shows the steps and the button, and no rates and no grid", () => {
    render(<HirePageView page={react} data={{ rates: null, talent: [] }} />);
    expect(screen.getByRole("link", { name: "Recruit Talent" })).toBeInTheDocument();
    expect(screen.getByText(/We are vetting ReactJs Developers right now/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "From brief to first day in under two weeks" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /charge$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /ready to join$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
