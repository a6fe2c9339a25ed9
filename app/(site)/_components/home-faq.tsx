"use client";

// A client component that imports its own questions, so they travel once, in the server-rendered HTML,
// and not again in the RSC payload.
import { clientFaqs, talentFaqs } from "@/lib/content/faqs";

import { FaqSection } from "./faq-section";

const groups = [
  { title: "For clients", faqs: clientFaqs },
  { title: "For talent", faqs: talentFaqs },
];

/** The home page's FAQ: the clients' questions beside the talent's. */
export function HomeFaq() {
  return <FaqSection groups={groups} />;
}
