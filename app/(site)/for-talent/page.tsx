import { forTalentPage } from "@/lib/content/talent-pages";
import { createMetadata } from "@/lib/seo/metadata";

import { TalentPage } from "../_components/talent-page";

export const metadata = createMetadata({
  title: "Remote jobs for vetted talent",
  description:
    "Join the top 3% of remote developers, designers and marketers: long-term clients, monthly pay, and a first day 2-3 days after your match. NPS 8.5 from our talent.",
  path: "/for-talent",
});

export default function ForTalentPage() {
  return <TalentPage content={forTalentPage} />;
}
