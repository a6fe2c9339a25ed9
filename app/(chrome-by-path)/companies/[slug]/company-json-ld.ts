import type { Company } from "@/lib/validation/company";

/** schema.org Organization for a company page; the logo made absolute, as search engines want it. */
export function organizationJsonLd(company: Company, origin: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url,
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.logo_url ? { logo: `${origin}${company.logo_url}` } : {}),
    ...(company.about ? { description: company.about } : {}),
  };
}
