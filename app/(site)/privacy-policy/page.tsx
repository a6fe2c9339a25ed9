import { privacyPolicy } from "@/lib/content/legal";
import { createMetadata } from "@/lib/seo/metadata";

import { LegalDocumentView } from "../_components/legal-document";

export const metadata = createMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.summary,
  path: "/privacy-policy",
});

export default function PrivacyPage() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
