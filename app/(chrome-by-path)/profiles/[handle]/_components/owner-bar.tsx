import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import type { Visibility } from "@/lib/validation/profile-options";

const AUDIENCE: Record<Visibility, string> = {
  public: "This is how anyone sees your profile",
  recruiters: "This is how recruiters see your profile",
  hidden: "Your profile is hidden: only you can see it",
};

/** Shown to the talent looking at their own profile: who else sees it, and the way to the editor. */
export function OwnerBar({ visibility }: { visibility: Visibility }) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <Container className="flex flex-wrap items-center justify-between gap-3 py-3">
        <p className="text-sm font-medium text-brand-900">{AUDIENCE[visibility]}</p>
        <Link href="/talent/profile" prefetch={false} className={buttonClass("secondary", "sm")}>
          Edit profile
        </Link>
      </Container>
    </div>
  );
}
