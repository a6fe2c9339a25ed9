import { termsAndConditions } from "@/lib/content/legal";
import { createMetadata } from "@/lib/seo/metadata";

import { LegalDocumentView } from "../_components/legal-document";

export const metadata = createMetadata({
  title: termsAndConditions.title,
  description: termsAndConditions.summary,
  path: "/terms-and-conditions",
});

export default function TermsPage() {
  return <LegalDocumentView doc={termsAndConditions} />;
}
