import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyForm } from "@/app/(bare)/(area)/recruiter/company/_components/company-form";
import type { Company } from "@/lib/validation/company";

import { server } from "../support/auth-api-mocks";
import { file, pngBytes } from "../support/files";

const company: Company = {
  id: 3,
  name: "Acme Labs",
  slug: "acme-labs",
  logo_url: null,
  website: null,
  size: "11-50",
  about: null,
  timezone: "Europe/Berlin",
  work_hours: null,
  updated_at: "2026-11-01T10:00:00.000Z",
};

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

describe("the company form", () => {
  it("saves the fields as multipart and says so; the public page link follows the slug", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("*/api/client/company", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          data: { ...company, website: "https://acme.example", about: "We build tools.", slug: "acme-labs" },
        });
      }),
    );
    const user = userEvent.setup();
    render(<CompanyForm initial={company} />);
    expect(screen.getByRole("link", { name: "View public page" })).toHaveAttribute("href", "/companies/acme-labs");
    await user.type(screen.getByLabelText("Website"), "https://acme.example");
    await user.type(screen.getByLabelText("About the company"), "We build tools.");
    await user.click(screen.getByRole("button", { name: "Save company" }));
    expect(await screen.findByText("Company saved")).toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect(form.get("website")).toBe("https://acme.example");
    expect(form.get("about")).toBe("We build tools.");
    expect(form.get("size")).toBe("11-50");
    expect(form.get("name")).toBe("Acme Labs");
  });

  it("refuses an address that is not http(s) before sending, and a blank name", async () => {
    const user = userEvent.setup();
    render(<CompanyForm initial={company} />);
    await user.type(screen.getByLabelText("Website"), "javascript:alert(1)");
    await user.clear(screen.getByLabelText("Company name"));
    await user.click(screen.getByRole("button", { name: "Save company" }));
    expect(await screen.findByText("Please correct the fields marked below.")).toBeInTheDocument();
    expect(screen.getByLabelText("Website")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Company name")).toHaveAccessibleDescription("The company name field is required.");
  });

  it("uploads a logo as soon as it is chosen and shows it, and refuses a file of the wrong type", async () => {
    server.use(
      http.post("*/api/client/company", () =>
        HttpResponse.json({ data: { ...company, logo_url: "/api/files/logo-1" } }),
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    render(<CompanyForm initial={company} />);
    await user.upload(screen.getByLabelText("Upload logo"), file(Buffer.from("notes"), "notes.txt", "text/plain"));
    expect(await screen.findByRole("alert")).toHaveTextContent("The logo must be: PNG, JPEG or WebP, up to 2 MB.");

    await user.upload(screen.getByLabelText("Upload logo"), file(pngBytes(), "logo.png", "image/png"));
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Acme Labs logo" })).toHaveAttribute("src", "/api/files/logo-1"),
    );
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeInTheDocument();
    expect(screen.getByLabelText("Replace logo")).toBeInTheDocument();
  });

  it("saves the team's working hours, and refuses only one of the pair before sending", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("*/api/client/company", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: { ...company, work_hours: { start: "08:30", end: "16:30" } } });
      }),
    );
    const user = userEvent.setup();
    render(<CompanyForm initial={company} />);
    expect(screen.getByRole("group", { name: "Team working hours" })).toBeInTheDocument();
    // jsdom has no time picker: set the value as the browser's control would.
    fireEvent.change(screen.getByLabelText("Work starts"), { target: { value: "08:30" } });
    await user.click(screen.getByRole("button", { name: "Save company" }));
    expect(await screen.findByText("Please correct the fields marked below.")).toBeInTheDocument();
    expect(screen.getByLabelText("Work ends")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toBeNull();

    fireEvent.change(screen.getByLabelText("Work ends"), { target: { value: "16:30" } });
    await user.click(screen.getByRole("button", { name: "Save company" }));
    expect(await screen.findByText("Company saved")).toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect([form.get("timezone"), form.get("work_start"), form.get("work_end")]).toEqual([
      "Europe/Berlin",
      "08:30",
      "16:30",
    ]);
  });
});
