import { aggregateRatingJsonLd } from "@/lib/seo/aggregate-rating";
import type { Company } from "@/lib/validation/company";
import type { Rating } from "@/lib/validation/reviews";

/** schema.org Organization for a company page; the logo made absolute, as search engines want it; rated from 3 reviews. */
export function organizationJsonLd(company: Company, origin: string, url: string, rating: Rating = null) {
  const aggregateRating = aggregateRatingJsonLd(rating, "EmployerAggregateRating");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url,
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.logo_url ? { logo: `${origin}${company.logo_url}` } : {}),
    ...(company.about ? { description: company.about } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
  };
}
