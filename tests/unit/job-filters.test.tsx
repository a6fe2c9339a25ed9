import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import { JobFilters } from "@/app/(site)/jobs/_components/job-filters";
import { COUNTRIES } from "@/lib/content/countries";
import { activeFilterCount } from "@/lib/jobs/active-filters";
import { useAuthStore } from "@/store/auth-store";

beforeEach(() => useAuthStore.setState({ user: null, token: null, isAuthenticated: false }));

describe("the job board's filters", () => {
  it("offers every country in the Hires from select, with the URL's choice selected", () => {
    render(<JobFilters values={{ eligible_country: "NG", category: "2", job_type: "hourly" }} />);
    const select = screen.getByRole("combobox", { name: "Hires from" });
    const options = within(select).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Any country");
    expect(options).toHaveLength(Object.keys(COUNTRIES).length + 1);
    expect(select).toHaveValue("NG");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "Job type" })).toHaveValue("hourly");
  });

  it("is a GET form to /jobs with its submit button and a link that clears it", () => {
    render(<JobFilters values={{}} />);
    const form = screen.getByRole("search", { name: "Filter jobs" });
    expect(form).toHaveAttribute("action", "/jobs");
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("button", { name: "Show jobs" })).toHaveAttribute("type", "submit");
    expect(within(form).getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/jobs");
    expect(screen.getByRole("combobox", { name: "Hires from" })).toHaveValue("");
  });
});

describe("the board's filters on a phone", () => {
  it("wait behind a Filters button that counts the URL's filters and opens them in a dialog", async () => {
    const user = userEvent.setup();
    render(<JobFilters values={{ category: "2", skills: "react", sort: "rate_high", page: "2" }} />);
    const button = screen.getByRole("button", { name: "Filters, 2 active" });
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Filter jobs" });
    const form = within(dialog).getByRole("search", { name: "Filter jobs" });
    expect(within(form).getByRole("combobox", { name: "Category" })).toHaveValue("2");
    expect(within(form).getByRole("button", { name: "Show jobs" })).toHaveAttribute("type", "submit");
    // One form at a time, so the fields' ids stay unique.
    expect(screen.getAllByRole("search", { name: "Filter jobs" })).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Close filters" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("search", { name: "Filter jobs" })).toBeInTheDocument();
  });

  it("shows no count when no filter is set", () => {
    render(<JobFilters values={{ sort: "newest" }} />);
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });
});

describe("the skills field's suggestions", () => {
  it("offers catalogue names for the name being typed and puts the chosen one in its place", async () => {
    const user = userEvent.setup();
    render(<JobFilters values={{ skills: "figma" }} skillNames={["Figma", "ReactJs", "React Native", "Kubernetes"]} />);
    const input = screen.getByRole("combobox", { name: /Skills/ });
    await user.click(input);
    fireEvent.change(input, { target: { value: "figma, k8s" } });
    expect(screen.getByRole("listbox", { name: "Skill suggestions" })).toBeVisible();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(input).toHaveValue("figma, Kubernetes, ");
    fireEvent.change(input, { target: { value: "figma, Kubernetes, reac" } });
    const listbox = screen.getByRole("listbox", { name: "Skill suggestions" });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["ReactJs", "React Native"]);
    await user.click(screen.getByRole("option", { name: "ReactJs" }));
    expect(input).toHaveValue("figma, Kubernetes, ReactJs, ");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });
});

describe("activeFilterCount", () => {
  it("counts what narrows the list, not its order or page", () => {
    expect(activeFilterCount({ search: "x", rate_min: "10", sort: "rate_low", page: "3", skills: " " })).toBe(2);
  });
});
