import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { PipelineBoard } from "@/app/(bare)/(area)/recruiter/jobs/[id]/applicants/_components/pipeline-board";
import type { ApplicationStage } from "@/lib/applications/stages";
import type { ClientApplication } from "@/lib/validation/applications";

import { server } from "../support/auth-api-mocks";

const NOW = Date.parse("2026-03-10T12:00:00Z");

const application = (
  id: number,
  name: string,
  stage: ApplicationStage = "applied",
  vetted = false,
): ClientApplication => ({
  id,
  job: {
    slug: "react-dev",
    title: "React developer",
    status: "open",
    company: { name: "Acme", slug: "acme", logo_url: null },
  },
  stage,
  applied_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-05T09:00:00.000Z",
  history: [
    { from: null, to: "applied", at: "2026-03-01T09:00:00.000Z" },
    ...(stage === "applied" ? [] : [{ from: "applied" as const, to: stage, at: "2026-03-05T09:00:00.000Z" }]),
  ],
  rejection: null,
  talent: {
    name,
    handle: name.toLowerCase().replace(" ", "-"),
    headline: "Front-end engineer",
    hourly_rate: 70,
    avatar_url: null,
    matching_skills: ["React", "TypeScript"],
    vetted,
  },
  cover_note: "Hello there.",
  resume_url: "/api/files/abc",
  notes: [],
});

const offerJob = { contract_type: "hourly" as const, currency: "USD", overlap: null };

const column = (stage: string) => screen.getByRole("region", { name: stage });

const renderAdaAndBen = () =>
  render(
    <PipelineBoard
      jobId={7}
      offerJob={offerJob}
      initial={[application(1, "Ada Lane"), application(2, "Ben Ray")]}
      now={NOW}
    />,
  );

const scrolledIntoView = vi.fn();

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  // jsdom has neither: the board calls both to bring a moved card into view.
  scrolledIntoView.mockReset();
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledIntoView(this.id, options);
  };
  window.matchMedia = vi.fn().mockReturnValue({ matches: false });
  server.use(http.get("*/api/client/applications/:id/offers", () => HttpResponse.json({ data: [] })));
});

describe("the pipeline board", () => {
  it("puts each card in its stage's column with its name, headline, rate, skills and days in stage", () => {
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(1, "Ada Lane"), application(2, "Ben Ray", "interview")]}
        now={NOW}
      />,
    );
    const ada = within(column("Applied")).getByRole("article");
    expect(ada).toHaveTextContent("Ada Lane");
    expect(ada).toHaveTextContent("Front-end engineer");
    expect(ada).toHaveTextContent("$70/hr");
    expect(within(ada).getByRole("list", { name: "Matching skills" })).toHaveTextContent("React");
    expect(ada).toHaveTextContent("Applied 1 Mar 2026");
    expect(ada).toHaveTextContent("9 days in stage");
    expect(within(column("Interview")).getByRole("article")).toHaveTextContent("5 days in stage");
    expect(within(column("Withdrawn")).getByText("No one here")).toBeInTheDocument();
  });

  it("names each card's stage menu starting with the words it shows, and the applicant", () => {
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    const menu = within(column("Applied")).getByRole("button", { name: "Move to another stage: Ada Lane" });
    expect(menu).toHaveTextContent("Move to…");
    // WCAG 2.5.3 (axe's label-content-name-mismatch): the accessible name contains the visible text, punctuation aside.
    expect(menu.getAttribute("aria-label")!.toLowerCase()).toContain(
      menu
        .textContent!.replace(/[^\p{L}\p{N} ]/gu, "")
        .trim()
        .toLowerCase(),
    );
  });

  it("opens a card's stage menu on a click with the stages it may go to, and moves the card with one", async () => {
    server.use(
      http.post("*/api/client/applications/1/stage", () =>
        HttpResponse.json({ data: application(1, "Ada Lane", "interview") }),
      ),
    );
    const user = userEvent.setup();
    renderAdaAndBen();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move to another stage: Ada Lane" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Screening", "Interview", "Offer", "Rejected"]);
    expect(screen.getByRole("button", { name: "Move to another stage: Ada Lane" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("button", { name: "Move to another stage: Ben Ray" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await user.click(within(menu).getByRole("menuitem", { name: "Interview" }));
    await waitFor(() => expect(within(column("Interview")).getByRole("article")).toHaveTextContent("Ada Lane"));
  });

  it("opens a stage menu from the keyboard on its first stage, and gives the focus back to its button on Escape", async () => {
    const user = userEvent.setup();
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    screen.getByRole("button", { name: "Move to another stage: Ada Lane" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Screening" })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Interview" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Move to another stage: Ada Lane" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Screening" })).toHaveFocus());
  });

  it("mounts a card's menu only when it first opens, and opens it from Space or ArrowDown on its first stage", async () => {
    const user = userEvent.setup();
    renderAdaAndBen();
    // An unopened menu is a plain button named and stated as the menu's trigger (which would carry Radix's id).
    for (const trigger of screen.getAllByRole("button", { name: /^Move to another stage/ })) {
      expect(trigger).toHaveAttribute("aria-haspopup", "menu");
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      expect(trigger).not.toHaveAttribute("id");
    }
    screen.getByRole("button", { name: "Move to another stage: Ben Ray" }).focus();
    await user.keyboard(" ");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Screening" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Move to another stage: Ben Ray" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Move to another stage: Ben Ray" })).toHaveFocus();
    screen.getByRole("button", { name: "Move to another stage: Ada Lane" }).focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Screening" })).toHaveFocus());
  });

  it("marks vetted applicants on their card and in their detail panel", async () => {
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(1, "Ada Lane", "applied", true), application(2, "Ben Ray")]}
        now={NOW}
      />,
    );
    const [ada, ben] = within(column("Applied")).getAllByRole("article");
    expect(within(ada!).getByText("Vetted")).toBeVisible();
    expect(within(ben!).queryByText("Vetted")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Ada Lane" }));
    expect(within(screen.getByRole("dialog", { name: "Ada Lane" })).getByText("Vetted")).toBeVisible();
  });

  it("leads from the detail panel to the application's conversation", async () => {
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Ada Lane" }));
    const dialog = screen.getByRole("dialog", { name: "Ada Lane" });
    expect(within(dialog).getByRole("link", { name: "Message" })).toHaveAttribute("href", "/recruiter/messages/1");
  });

  it("moves a card from its detail panel with the stage it showed, and says so", async () => {
    let sent: unknown = null;
    server.use(
      http.post("*/api/client/applications/1/stage", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: application(1, "Ada Lane", "screening") });
      }),
    );
    const user = userEvent.setup();
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    const dialog = screen.getByRole("dialog", { name: "Ada Lane" });
    expect(within(dialog).getByRole("link", { name: /Full profile/ })).toHaveAttribute("href", "/profiles/ada-lane");
    expect(within(dialog).queryByRole("button", { name: "Hired" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Screening" }));
    await waitFor(() => expect(within(column("Screening")).getByRole("article")).toHaveTextContent("Ada Lane"));
    expect(sent).toEqual({ stage: "screening", from_stage: "applied" });
    expect(screen.getByText("Ada Lane moved to Screening.").closest("[role=status]")).not.toBeNull();
  });

  it("keeps the moved person in view: scrolls the board to the card in its new column and focuses it", async () => {
    server.use(
      http.post("*/api/client/applications/1/stage", () =>
        HttpResponse.json({ data: application(1, "Ada Lane", "offer") }),
      ),
    );
    const user = userEvent.setup();
    render(
      <PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane", "interview")]} now={NOW} />,
    );
    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: /^Offer$/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(scrolledIntoView).toHaveBeenCalledWith("applicant-1", {
        behavior: "smooth",
        block: "nearest",
        inline: "center",
      }),
    );
    const card = within(column("Offer")).getByRole("article");
    await waitFor(() => expect(within(card).getByRole("button", { name: "Ada Lane" })).toHaveFocus());
  });

  it("asks before Hired as before Rejected: cancel leaves the card, confirming moves it", async () => {
    let sent: unknown = null;
    server.use(
      http.post("*/api/client/applications/1/stage", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: application(1, "Ada Lane", "hired") });
      }),
    );
    const user = userEvent.setup();
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane", "offer")]} now={NOW} />);
    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: /^Hired$/ }));
    const confirm = screen.getByRole("dialog", { name: "Mark Ada Lane as hired?" });
    expect(confirm).toHaveTextContent("Hired is the last stage");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(within(column("Offer")).getByRole("article")).toHaveTextContent("Ada Lane");
    expect(sent).toBeNull();

    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: /^Hired$/ }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Mark Ada Lane as hired?" })).getByRole("button", {
        name: "Mark as hired",
      }),
    );
    await waitFor(() => expect(within(column("Hired")).getByRole("article")).toHaveTextContent("Ada Lane"));
    expect(sent).toEqual({ stage: "hired", from_stage: "offer" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("puts the card back and reloads the board when the server answers 409", async () => {
    server.use(
      http.post("*/api/client/applications/1/stage", () =>
        HttpResponse.json({ message: "The application is no longer in applied." }, { status: 409 }),
      ),
      http.get("*/api/client/jobs/7/applications", () =>
        HttpResponse.json({
          data: [application(1, "Ada Lane", "offer")],
          meta: { stages: { applied: { count: 0, next_cursor: null }, offer: { count: 1, next_cursor: null } } },
        }),
      ),
    );
    const user = userEvent.setup();
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Interview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Someone else changed this application");
    await waitFor(() => expect(within(column("Offer")).getByRole("article")).toHaveTextContent("Ada Lane"));
    expect(within(column("Interview")).queryByRole("article")).not.toBeInTheDocument();
  });

  it("asks for a reason before rejecting; cancel leaves the card, a reason and message go with the move", async () => {
    let sent: unknown = null;
    server.use(
      http.post("*/api/client/applications/1/stage", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: application(1, "Ada Lane", "rejected") });
      }),
    );
    const user = userEvent.setup();
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Rejected" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Reject Ada Lane" })).getByRole("button", { name: "Cancel" }),
    );
    expect(within(column("Applied")).getByRole("article")).toHaveTextContent("Ada Lane");
    expect(sent).toBeNull();

    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Rejected" }));
    const reject = screen.getByRole("dialog", { name: "Reject Ada Lane" });
    await user.click(within(reject).getByRole("button", { name: "Reject" }));
    expect(await within(reject).findByText("Choose a reason for the rejection.")).toBeInTheDocument();
    await user.selectOptions(within(reject).getByLabelText("Reason"), "The position has been filled");
    await user.type(within(reject).getByLabelText("Message to the talent (optional)"), "Thanks for your time.");
    await user.click(within(reject).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(within(column("Rejected")).getByRole("article")).toHaveTextContent("Ada Lane"));
    expect(sent).toEqual({
      stage: "rejected",
      from_stage: "applied",
      reason: "position_filled",
      message: "Thanks for your time.",
    });
  });

  it("adds a private note, and shows the server's message when it fails", async () => {
    let fail = true;
    server.use(
      http.post("*/api/client/applications/1/notes", async ({ request }) => {
        if (fail) return HttpResponse.json({ message: "Too many notes right now." }, { status: 429 });
        const { body } = (await request.json()) as { body: string };
        return HttpResponse.json(
          { data: { id: 5, body, author: "Rhea Recruiter", created_at: "2026-03-10T12:00:00.000Z" } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane")]} now={NOW} />);
    await user.click(screen.getByRole("button", { name: "Ada Lane" }));
    const dialog = screen.getByRole("dialog", { name: "Ada Lane" });
    expect(dialog).toHaveTextContent("Only your team sees these notes");
    await user.type(within(dialog).getByLabelText("New private note"), "Strong portfolio.");
    await user.click(within(dialog).getByRole("button", { name: "Add note" }));
    expect(await within(dialog).findByText("Too many notes right now.")).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole("button", { name: "Add note" }));
    expect(await within(dialog).findByText("Strong portfolio.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("New private note")).toHaveValue("");
  });

  it("offers no moves for a withdrawn card", async () => {
    const user = userEvent.setup();
    render(
      <PipelineBoard jobId={7} offerJob={offerJob} initial={[application(1, "Ada Lane", "withdrawn")]} now={NOW} />,
    );
    const card = within(column("Withdrawn")).getByRole("article");
    expect(within(card).queryByRole("button", { name: /Drag|Move/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Ada Lane" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("The talent withdrew; the card can't be moved.");
  });
});

describe("the pipeline board's pages", () => {
  const heading = (stage: string) => within(column(stage)).getByRole("heading");
  const chip = (stage: string) =>
    within(screen.getByRole("navigation", { name: "Stages" })).getByRole("button", { name: new RegExp(stage) });
  const names = (stage: string) =>
    within(column(stage))
      .queryAllByRole("article")
      .map((card) => within(card).getByRole("button", { name: /^[A-Z][a-z]+ [A-Z][a-z]+$/ }).textContent);

  it("shows each column's true count and its first page, and Show more brings the next one after the cursor", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/client/jobs/7/applications", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [application(3, "Cleo Dunn"), application(4, "Dev Okafor")],
          meta: { stages: { applied: { count: 4, next_cursor: null } } },
        });
      }),
    );
    const user = userEvent.setup();
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(1, "Ada Lane"), application(2, "Ben Ray"), application(9, "Ivy Moss", "screening")]}
        initialStages={{
          applied: { count: 4, next_cursor: "after-two" },
          screening: { count: 1, next_cursor: null },
        }}
        now={NOW}
      />,
    );
    expect(heading("Applied")).toHaveTextContent(/Applied\s*4$/);
    expect(chip("Applied")).toHaveTextContent(/Applied\s*4$/);
    expect(names("Applied")).toEqual(["Ada Lane", "Ben Ray"]);
    expect(within(column("Screening")).queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();

    await user.click(within(column("Applied")).getByRole("button", { name: "Show more (2 more) in Applied" }));
    await waitFor(() => expect(names("Applied")).toEqual(["Ada Lane", "Ben Ray", "Cleo Dunn", "Dev Okafor"]));
    expect(asked).toEqual(["?stage=applied&cursor=after-two"]);
    expect(within(column("Applied")).queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();
    expect(heading("Applied")).toHaveTextContent(/Applied\s*4$/);
  });

  it("moves a card between columns with both counts, and does not show it twice when its new column's page brings it", async () => {
    server.use(
      http.post("*/api/client/applications/20/stage", () =>
        HttpResponse.json({ data: application(20, "Tom Reed", "screening") }),
      ),
      http.get("*/api/client/jobs/7/applications", () =>
        HttpResponse.json({
          data: [application(11, "Kai Lund", "screening"), application(20, "Tom Reed", "screening")],
          meta: { stages: { screening: { count: 3, next_cursor: null } } },
        }),
      ),
    );
    const user = userEvent.setup();
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(20, "Tom Reed"), application(10, "Jon Holt", "screening")]}
        initialStages={{
          applied: { count: 7, next_cursor: "applied-after-20" },
          screening: { count: 2, next_cursor: "screening-after-10" },
        }}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Move to another stage: Tom Reed" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Screening" }));
    await waitFor(() => expect(names("Screening")).toEqual(["Jon Holt", "Tom Reed"]));
    expect(heading("Applied")).toHaveTextContent(/Applied\s*6$/);
    expect(heading("Screening")).toHaveTextContent(/Screening\s*3$/);
    expect(chip("Screening")).toHaveTextContent(/Screening\s*3$/);

    await user.click(within(column("Screening")).getByRole("button", { name: "Show more (1 more) in Screening" }));
    await waitFor(() => expect(names("Screening")).toEqual(["Jon Holt", "Kai Lund", "Tom Reed"]));
    expect(within(column("Applied")).getByRole("button", { name: "Show more (6 more) in Applied" })).toBeVisible();
  });

  it("puts both counts back when a move is refused", async () => {
    server.use(
      http.post("*/api/client/applications/1/stage", () =>
        HttpResponse.json({ message: "Try again later." }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(1, "Ada Lane")]}
        initialStages={{ applied: { count: 60, next_cursor: "c" }, interview: { count: 5, next_cursor: null } }}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Move to another stage: Ada Lane" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Interview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again later.");
    expect(names("Applied")).toEqual(["Ada Lane"]);
    expect(heading("Applied")).toHaveTextContent(/Applied\s*60$/);
    expect(heading("Interview")).toHaveTextContent(/Interview\s*5$/);
  });

  it("says when a page could not be loaded, and Show more tries again", async () => {
    let fail = true;
    server.use(
      http.get("*/api/client/jobs/7/applications", () =>
        fail
          ? HttpResponse.json({ message: "Down." }, { status: 500 })
          : HttpResponse.json({
              data: [application(2, "Ben Ray")],
              meta: { stages: { applied: { count: 2, next_cursor: null } } },
            }),
      ),
    );
    const user = userEvent.setup();
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(1, "Ada Lane")]}
        initialStages={{ applied: { count: 2, next_cursor: "c" } }}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show more (1 more) in Applied" }));
    expect(await within(column("Applied")).findByRole("alert")).toHaveTextContent(
      "More applicants could not be loaded.",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "Show more (1 more) in Applied" }));
    await waitFor(() => expect(names("Applied")).toEqual(["Ada Lane", "Ben Ray"]));
    expect(within(column("Applied")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("reloads after a refused move as deep as each column had been loaded, so no card shown drops off", async () => {
    const asked: string[] = [];
    server.use(
      http.post("*/api/client/applications/2/stage", () =>
        HttpResponse.json({ message: "The application is no longer in applied." }, { status: 409 }),
      ),
      http.get("*/api/client/jobs/7/applications", ({ request }) => {
        const { search } = new URL(request.url);
        asked.push(search);
        if (search === "")
          return HttpResponse.json({
            data: [application(1, "Ada Lane")],
            meta: { stages: { applied: { count: 2, next_cursor: "c1" } } },
          });
        // The reload's read of the second page, told apart by its limit, brings the card as it is now.
        const name = search.includes("limit=100") ? "Ben Rayner" : "Ben Ray";
        return HttpResponse.json({
          data: [application(2, name)],
          meta: { stages: { applied: { count: 2, next_cursor: null } } },
        });
      }),
    );
    const user = userEvent.setup();
    render(
      <PipelineBoard
        jobId={7}
        offerJob={offerJob}
        initial={[application(1, "Ada Lane")]}
        initialStages={{ applied: { count: 2, next_cursor: "c1" } }}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show more (1 more) in Applied" }));
    await waitFor(() => expect(names("Applied")).toEqual(["Ada Lane", "Ben Ray"]));
    await user.click(screen.getByRole("button", { name: "Move to another stage: Ben Ray" }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Screening" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Someone else changed this application");
    await waitFor(() => expect(asked).toEqual(["?stage=applied&cursor=c1", "", "?stage=applied&cursor=c1&limit=100"]));
    await waitFor(() => expect(names("Applied")).toEqual(["Ada Lane", "Ben Rayner"]));
    expect(within(column("Applied")).queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();
  });
});
