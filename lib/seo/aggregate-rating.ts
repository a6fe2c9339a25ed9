import { JSON_LD_RATING_MIN, type Rating } from "@/lib/validation/reviews";

/**
 * schema.org AggregateRating (or EmployerAggregateRating for a company) from a rating of released reviews;
 * undefined below three reviews, so a single opinion never shows in a search result.
 */
export function aggregateRatingJsonLd(
  rating: Rating | undefined,
  type: "AggregateRating" | "EmployerAggregateRating" = "AggregateRating",
) {
  if (!rating || rating.count < JSON_LD_RATING_MIN) return undefined;
  return {
    "@type": type,
    ratingValue: rating.average,
    ratingCount: rating.count,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** "★ 4.7 · 12 reviews" for the public pages; null without a released review. */
export function ratingLabel(rating: Rating | undefined): string | null {
  if (!rating) return null;
  return `★ ${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? "review" : "reviews"}`;
}
