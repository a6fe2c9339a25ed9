import { freshTalentPage } from "@/lib/content/talent-pages";
import { createMetadata } from "@/lib/seo/metadata";

import { TalentPage } from "../_components/talent-page";

export const metadata = createMetadata({
  title: "Remote jobs for fresh graduates",
  description:
    "Start your career with a remote role at a mentoring company. Free to join, feedback at every vetting step, and your first day 2-3 days after your match.",
  path: "/fresh-talent",
});

export default function FreshTalentPage() {
  return <TalentPage content={freshTalentPage} />;
}
