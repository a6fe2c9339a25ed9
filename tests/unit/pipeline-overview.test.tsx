import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { NeedsAttention } from "@/app/(bare)/(area)/recruiter/_components/needs-attention";
import { OpenJobs } from "@/app/(bare)/(area)/recruiter/_components/open-jobs";
import type { ClientJob } from "@/lib/validation/client-job-responses";

const job = (id: number, title: string, applied: number, interview: number) =>
  ({
    id,
    title,
    status: "open",
    applicant_counts: { applied, screening: 0, interview, offer: 0, hired: 0, rejected: 2, withdrawn: 1 },
  }) as ClientJob;

describe("the recruiter's Overview", () => {
  it("invites a company with no job to post its first", () => {
    render(<OpenJobs hasJobs={false} jobs={[]} inReview={0} />);
    expect(screen.getByRole("link", { name: "Post your first job" })).toHaveAttribute("href", "/recruiter/jobs/new");
  });

  it("says when no job is open, and otherwise lists each open job with new applicants and the stages after", () => {
    const { rerender } = render(<OpenJobs hasJobs jobs={[]} inReview={0} />);
    expect(screen.getByText(/None of your jobs is open right now/)).toBeInTheDocument();
    rerender(<OpenJobs hasJobs jobs={[]} inReview={1} />);
    expect(screen.getByText(/1 job is in review: a manager checks/)).toBeInTheDocument();
    rerender(<OpenJobs hasJobs jobs={[job(4, "React developer", 3, 1)]} inReview={0} />);
    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("link", { name: /React developer/ })).toHaveAttribute(
      "href",
      "/recruiter/jobs/4/applicants",
    );
    expect(within(item).getByText("new").parentElement).toHaveTextContent("3");
    expect(within(item).getByText("Interview").parentElement).toHaveTextContent("1");
  });

  it("lists the applications waiting for days, each linking to its board, or says all is caught up", () => {
    const { rerender } = render(<NeedsAttention items={[]} />);
    expect(screen.getByText(/All caught up/)).toBeInTheDocument();
    rerender(
      <NeedsAttention
        items={[
          {
            applicationId: 9,
            jobId: 4,
            jobTitle: "React developer",
            talentName: "Ada Lane",
            stage: "screening",
            idleDays: 5,
          },
        ]}
      />,
    );
    const link = screen.getByRole("link", { name: /Ada Lane/ });
    expect(link).toHaveAttribute("href", "/recruiter/jobs/4/applicants");
    expect(link).toHaveTextContent("Screening, waiting 5 days");
  });
});
