import { BarePageShell } from "@/components/bare-page-shell";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Log in",
  description: "Log in to your talent or client account.",
  path: "/login",
});

export default function LoginPage() {
  return <BarePageShell title="Log in" lead="Welcome back. Log in to your talent or client account." />;
}
