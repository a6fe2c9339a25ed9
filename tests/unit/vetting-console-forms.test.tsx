import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { VettingMoveForm } from "@/app/(bare)/admin/(console)/vetting/[talentId]/_components/vetting-move-form";
import { VettingNotes } from "@/app/(bare)/admin/(console)/vetting/[talentId]/_components/vetting-notes";
import type { VettingDetail } from "@/lib/validation/manage-vetting";
import { talentProfileSchema } from "@/lib/validation/profile-responses";
import { VETTING_RUBRICS } from "@/lib/vetting/rubrics";
import { allowedVettingMoves, type VettingStage } from "@/lib/vetting/stages";

import { server } from "../support/auth-api-mocks";
import { emptyProfile } from "../support/profile-fixtures";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

const rubric = VETTING_RUBRICS[1]!;
const TODAY = "2026-03-10";

// The owner view without the name fields (zod drops keys its schema does not list).
const profile = talentProfileSchema.parse(emptyProfile);
const answer = (stage: VettingStage): { data: VettingDetail } => ({
  data: {
    talent: { id: 7, first_name: "Vera", last_name: "Vetting", full_name: "Vera Vetting", email: "vera@example.com" },
    profile,
    category: { id: 1, name: "Software Development" },
    vetting: {
      stage,
      attempt: 1,
      stage_entered_at: "2026-03-10T09:00:00.000Z",
      submitted_at: "2026-03-01T09:00:00.000Z",
      decline_reason: null,
      reapply_after: null,
      scores: null,
      vetted_at: null,
    },
    rubric: [...rubric],
    allowed_moves: [...allowedVettingMoves(stage)],
    history: [],
    notes: [],
  },
});

const renderForm = (stage: VettingStage) =>
  render(
    <VettingMoveForm
      talentId={7}
      stage={stage}
      allowedMoves={allowedVettingMoves(stage)}
      rubric={rubric}
      today={TODAY}
    />,
  );

/** Records what the move call received and answers with `respond`. */
function captureMoves(respond: () => Response = () => HttpResponse.json(answer("profile_review"))) {
  const sent: unknown[] = [];
  server.use(
    http.post("*/api/manage/talent/7/vetting", async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );
  return sent;
}

async function score(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(within(screen.getByRole("group", { name: `${label} score` })).getByRole("radio", { name: value }));
}

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  refresh.mockClear();
});

describe("the vetting move form", () => {
  it("offers one button per allowed move and a 1–5 radio group per rubric criterion", () => {
    renderForm("submitted");
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Move to Profile review",
      "Decline",
    ]);
    for (const criterion of rubric)
      expect(
        within(screen.getByRole("group", { name: `${criterion.label} score` })).getAllByRole("radio"),
      ).toHaveLength(5);
    expect(screen.getByLabelText(/May submit again from/)).toHaveAttribute("min", "2026-03-11");
  });

  it("moves on without scores, sending the stage it showed, then refreshes the page", async () => {
    const sent = captureMoves();
    const user = userEvent.setup();
    renderForm("submitted");
    await user.type(screen.getByLabelText("Private note (optional)"), "Looks promising.");
    await user.click(screen.getByRole("button", { name: "Move to Profile review" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Moved to Profile review."));
    expect(sent).toEqual([{ stage: "profile_review", from_stage: "submitted", note: "Looks promising." }]);
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByLabelText("Private note (optional)")).toHaveValue("");
  });

  it("will not decline without a reason and every score, and sends them as numbers with the reapply date", async () => {
    const sent = captureMoves(() => HttpResponse.json(answer("declined")));
    const user = userEvent.setup();
    renderForm("live_interview");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Give the talent a reason for the decline.")).toBeInTheDocument();
    expect(screen.getByText("Score Code quality from 1 to 5.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "System design score" })).toHaveAccessibleDescription(
      "Score System design from 1 to 5.",
    );
    expect(sent).toEqual([]);

    await score(user, "Code quality", "4");
    await score(user, "System design", "2");
    await score(user, "Communication", "5");
    await user.type(screen.getByLabelText("Reason"), "  Needs more production experience.  ");
    await user.type(screen.getByLabelText(/May submit again from/), "2026-03-10");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("The reapply date must be in the future.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/May submit again from/));
    await user.type(screen.getByLabelText(/May submit again from/), "2026-06-01");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      stage: "declined",
      from_stage: "live_interview",
      reason: "Needs more production experience.",
      scores: { code_quality: 4, system_design: 2, communication: 5 },
      reapply_after: "2026-06-01",
    });
  });

  it("needs every score to mark as vetted", async () => {
    const sent = captureMoves(() => HttpResponse.json(answer("vetted")));
    const user = userEvent.setup();
    renderForm("live_interview");
    await score(user, "Code quality", "5");
    await user.click(screen.getByRole("button", { name: "Mark as vetted" }));
    expect(await screen.findByText("Score Communication from 1 to 5.")).toBeInTheDocument();
    expect(screen.queryByText("Give the talent a reason for the decline.")).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says the vetting moved on and refreshes when the server answers 409", async () => {
    captureMoves(() =>
      HttpResponse.json(
        { message: "This talent's vetting has moved on: reload to see where it stands." },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderForm("submitted");
    await user.click(screen.getByRole("button", { name: "Move to Profile review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This talent's vetting has moved on: reload to see where it stands.",
    );
    expect(refresh).toHaveBeenCalled();
  });

  it("puts the server's field errors beside their fields", async () => {
    captureMoves(() =>
      HttpResponse.json(
        { message: "The given data was invalid.", errors: { reason: ["The reason is not acceptable."] } },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    renderForm("submitted");
    await user.click(screen.getByRole("button", { name: "Move to Profile review" }));
    expect(await screen.findByText("The reason is not acceptable.")).toBeInTheDocument();
    expect(screen.getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true");
  });

  it("offers no moves once the vetting is final", () => {
    renderForm("vetted");
    expect(screen.getByText("This vetting is finished: no further moves.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("the private notes", () => {
  it("lists notes with author and adds one, labelled as never shown to the talent", async () => {
    let sent: unknown = null;
    server.use(
      http.post("*/api/manage/talent/7/vetting/notes", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              id: 2,
              body: "Call them.",
              author: { id: 1, name: "Mira Manager" },
              created_at: "2026-03-10T10:00:00.000Z",
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(
      <VettingNotes
        talentId={7}
        notes={[
          {
            id: 1,
            body: "First look done.",
            author: { id: 1, name: "Mira Manager" },
            created_at: "2026-03-09T10:00:00.000Z",
          },
        ]}
      />,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("First look done.Mira Manager · 9 Mar 2026, 10:00 UTC");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("The body field is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("New private note (never shown to the talent)"), "Call them.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(sent).toEqual({ body: "Call them." }));
    expect(refresh).toHaveBeenCalled();
  });
});
