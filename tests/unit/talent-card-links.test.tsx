import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Hero } from "@/app/(site)/_components/hero";
import { TalentCards } from "@/app/(site)/_components/talent-cards";
import { sampleTalents } from "@/lib/content/home";
import { catalogueHandle } from "@/lib/profiles/catalogue-handle";
import { isValidHandle } from "@/lib/profiles/handle";

describe("the home page's sample talent", () => {
  it("get valid handles from their names, accents dropped", () => {
    expect(sampleTalents.map(catalogueHandle)).toEqual([
      "amara-okafor",
      "mateo-fernandez",
      "priya-raman",
      "lukas-novak",
      "sofia-almeida",
      "daniel-kim",
      "hana-yilmaz",
      "kwame-mensah",
    ]);
    for (const talent of sampleTalents) expect(isValidHandle(catalogueHandle(talent))).toBe(true);
  });

  it("link each card to the talent's profile page, named by the talent", () => {
    render(<TalentCards />);
    const cards = within(screen.getByRole("region", { name: /top 3%/ })).getAllByRole("article");
    expect(cards).toHaveLength(8);
    for (const talent of sampleTalents) {
      expect(screen.getByRole("link", { name: talent.name })).toHaveAttribute(
        "href",
        `/profiles/${catalogueHandle(talent)}`,
      );
    }
  });

  it("link the hero's featured talent to their profiles too", () => {
    render(<Hero />);
    const featured = screen.getByRole("list", { name: "Featured talent" });
    const links = within(featured).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      sampleTalents.slice(0, 3).map((t) => `/profiles/${catalogueHandle(t)}`),
    );
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(sampleTalents[0]?.name ?? "?"));
  });
});
