import Link from "next/link";

import { BarePageShell } from "@/components/bare-page-shell";
import { buttonClass } from "@/components/ui/button-styles";

export default function NotFound() {
  return (
    <BarePageShell title="Page not found" lead="The page you are looking for does not exist or has moved.">
      <Link href="/" className={buttonClass("primary", "md", "mt-6 w-full")}>
        Back to the home page
      </Link>
    </BarePageShell>
  );
}
