import Link from "next/link";
import { BarePageShell } from "@/components/bare-page-shell";
import { buttonClass } from "@/components/ui/button-styles";
import { createMetadata } from "@/lib/seo/metadata";

export const metadata = createMetadata({
  title: "Admin",
  description: "Administration of the marketplace.",
  path: "/admin",
  noIndex: true,
});

export default function AdminPage() {
  return (
    <BarePageShell title="Admin" lead="Sign-in required: this area is for marketplace managers only.">
      <Link href="/login" className={buttonClass("primary", "md", "mt-6 w-full")}>
        Log in
      </Link>
    </BarePageShell>
  );
}
