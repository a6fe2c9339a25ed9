import { EmptyState } from "@/components/ui/empty-state";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { listManagedReviews } from "@/lib/server/reviews/manage-reviews";

import { HideReviewForm } from "./_components/hide-review-form";

export const metadata = createMetadata({
  title: "Reviews",
  description: "Reviews of ended engagements, newest first.",
  path: "/admin/reviews",
  noIndex: true,
});

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC";

export default async function ConsoleReviewsPage() {
  await requireManager("/admin/reviews");
  const reviews = await listManagedReviews(await getDb());
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Reviews</h1>
        <p className="mt-2 text-ink-muted">
          What each side wrote after an engagement, newest first. A hidden review leaves the ratings and is never shown
          to the other side.
        </p>
      </header>
      {reviews.length === 0 ? (
        <EmptyState
          title="No reviews yet"
          body="Reviews appear here once either side of an ended engagement writes one."
        />
      ) : (
        <ul aria-label="Reviews" className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">
                  {review.author_name} on {review.subject_name}
                  <span className="ml-2 text-sm font-normal text-ink-muted">
                    Engagement #{review.engagement_id} · by the {review.author_kind === "talent" ? "talent" : "company"}
                  </span>
                </p>
                <p className="text-sm text-ink-muted">
                  <span aria-label={`${review.rating} out of 5`}>{"★".repeat(review.rating)}</span> ·{" "}
                  <time dateTime={review.created_at}>{when(review.created_at)}</time>
                </p>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-ink">{review.text}</p>
              {review.hidden_at ? (
                <p className="mt-3 text-sm font-medium text-red-700">
                  Hidden {when(review.hidden_at)}: {review.hidden_reason}
                </p>
              ) : (
                <HideReviewForm reviewId={review.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
