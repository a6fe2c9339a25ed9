import { BarePageShell } from "@/components/bare-page-shell";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Recruit Talent",
  description: "Create your client account and hire vetted remote talent in 7 days or less.",
  path: "/signup/recruiter",
});

export default function RecruiterSignupPage() {
  return <BarePageShell title="Recruit Talent" lead="Create your client account and meet vetted talent within 48 hours." />;
}
