import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { TalentFilters } from "@/app/(bare)/(area)/recruiter/talent/_components/talent-filters";
import { SaveToShortlist } from "@/components/directory/save-to-shortlist";
import { TalentResultCard } from "@/components/directory/talent-result-card";
import type { DirectoryTalent } from "@/lib/validation/directory";

import { server } from "../support/auth-api-mocks";

vi.mock("next/form", () => ({ default: (props: React.ComponentProps<"form">) => <form {...props} /> }));

const team = { timezone: "Europe/Berlin", start: "09:00", end: "17:00" };

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

describe("the directory's filters form", () => {
  it("keeps the URL's filters in its fields and names each field as the query does", () => {
    render(
      <TalentFilters
        values={{
          q: "lagos",
          skills: "ReactJs, TypeScript",
          category: "1",
          rate_max: "80",
          country: "NG",
          min_overlap_hours: "4",
          sort: "overlap",
        }}
        teamHours={team}
      />,
    );
    const form = screen.getByRole("search", { name: "Filter talent" });
    expect(form).toHaveAttribute("action", "/recruiter/talent");
    expect(screen.getByLabelText("Search")).toHaveValue("lagos");
    expect(screen.getByLabelText(/Skills/)).toHaveValue("ReactJs, TypeScript");
    expect(screen.getByLabelText("Category")).toHaveValue("1");
    expect(screen.getByLabelText("Max rate ($/h)")).toHaveValue(80);
    expect(screen.getByLabelText("Country")).toHaveValue("NG");
    expect(screen.getByLabelText("Min overlap (hours)")).toHaveValue(4);
    expect(screen.getByLabelText("Min overlap (hours)")).toBeEnabled();
    expect(screen.getByLabelText("Sort by")).toHaveValue("overlap");
    const names = [...(form as HTMLFormElement).elements]
      .map((element) => element.getAttribute("name"))
      .filter(Boolean);
    expect(names).toEqual([
      "q",
      "skills",
      "category",
      "availability",
      "rate_min",
      "rate_max",
      "country",
      "min_overlap_hours",
      "sort",
    ]);
    expect(
      screen.getByText(/Overlap is measured against your team hours: 09:00–17:00 \(Europe\/Berlin\)\./),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change team hours" })).toHaveAttribute(
      "href",
      "/recruiter/company#team-hours",
    );
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/recruiter/talent");
  });

  it("without team hours, turns the overlap filter and sort off and links to setting them", () => {
    render(<TalentFilters values={{}} teamHours={null} />);
    expect(screen.getByLabelText("Min overlap (hours)")).toBeDisabled();
    expect(within(screen.getByLabelText("Sort by")).queryByRole("option", { name: "Most overlap" })).toBeNull();
    expect(screen.getByText(/Set your team's working hours to see and filter by overlap\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set team hours" })).toHaveAttribute(
      "href",
      "/recruiter/company#team-hours",
    );
  });
});

const talent: DirectoryTalent = {
  id: 7,
  handle: "amara-okafor",
  name: "Amara Okafor",
  headline: "Senior React developer",
  avatar_url: null,
  country: "NG",
  city: "Lagos",
  timezone: "Africa/Lagos",
  hourly_rate: 65,
  availability: "full_time",
  skills: ["TypeScript", "ReactJs"],
  vetted: true,
  overlap_hours: 5,
  matched_skills: ["ReactJs"],
  last_active_at: "2026-11-20T10:00:00.000Z",
};

describe("a directory card", () => {
  it("shows the overlap, the Vetted badge, the matched skills first and links to the public profile", () => {
    render(<TalentResultCard talent={talent} />);
    expect(screen.getByRole("link", { name: "Amara Okafor" })).toHaveAttribute("href", "/profiles/amara-okafor");
    expect(screen.getByText("Vetted")).toBeInTheDocument();
    expect(screen.getByText("5 h overlap with your team")).toBeInTheDocument();
    expect(screen.getByText("Lagos, Nigeria · $65/h · Full-time")).toBeInTheDocument();
    const chips = within(screen.getByRole("list", { name: "Skills" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["ReactJs (matches your search)", "TypeScript"]);
  });

  it("says so when the talent gave no working hours", () => {
    render(<TalentResultCard talent={{ ...talent, overlap_hours: null, matched_skills: [] }} />);
    expect(screen.getByText("Working hours not given")).toBeInTheDocument();
  });
});

describe("save to shortlist", () => {
  it("lists the recruiter's shortlists, saves to one, and creates a new one with the talent on it", async () => {
    const lists = [
      { id: 1, name: "Frontend", talent_count: 2, has_talent: false, created_at: "2026-11-01T10:00:00.000Z" },
    ];
    const saved: string[] = [];
    server.use(
      http.get("*/api/client/shortlists", ({ request }) => {
        expect(new URL(request.url).searchParams.get("talent_id")).toBe("7");
        return HttpResponse.json({ data: lists });
      }),
      http.post("*/api/client/shortlists", async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        if (name === "Frontend")
          return HttpResponse.json(
            { message: "x", errors: { name: ["You already have a shortlist with this name."] } },
            { status: 409 },
          );
        return HttpResponse.json(
          { data: { id: 2, name, talent_count: 0, has_talent: null, created_at: "2026-11-02T10:00:00.000Z" } },
          { status: 201 },
        );
      }),
      http.put("*/api/client/shortlists/:id/talent/:talentId", ({ params }) => {
        saved.push(`${params.id}:${params.talentId}`);
        const list =
          params.id === "1" ? lists[0]! : { id: 2, name: "React leads", created_at: "2026-11-02T10:00:00.000Z" };
        return HttpResponse.json({ data: { ...list, talent_count: 3, has_talent: null } });
      }),
    );
    const user = userEvent.setup();
    render(<SaveToShortlist talentId={7} talentName="Amara Okafor" />);
    await user.click(screen.getByRole("button", { name: /^Save to shortlist\s*\(Amara Okafor\)$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Save to shortlist" });

    await user.click(await within(dialog).findByRole("checkbox", { name: /Frontend/ }));
    expect(await within(dialog).findByText("Saved to Frontend.")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /Frontend/ })).toBeChecked();

    await user.type(within(dialog).getByLabelText("New shortlist"), "Frontend");
    await user.click(within(dialog).getByRole("button", { name: "Create and save" }));
    expect(await within(dialog).findByText("You already have a shortlist with this name.")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("New shortlist"));
    await user.type(within(dialog).getByLabelText("New shortlist"), "React leads");
    await user.click(within(dialog).getByRole("button", { name: "Create and save" }));
    expect(await within(dialog).findByText("Saved to React leads.")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /React leads/ })).toBeChecked();
    expect(saved).toEqual(["1:7", "2:7"]);
  });
});
