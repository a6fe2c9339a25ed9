import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { JobFilters } from "@/app/(site)/jobs/_components/job-filters";
import { COUNTRIES } from "@/lib/content/countries";
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
