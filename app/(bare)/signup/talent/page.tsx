import { BarePageShell } from "@/components/bare-page-shell";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Apply for Jobs",
  description: "Create your talent account and apply for remote jobs with vetted companies.",
  path: "/signup/talent",
});

export default function TalentSignupPage() {
  return <BarePageShell title="Apply for Jobs" lead="Create your talent account to apply for remote jobs." />;
}
