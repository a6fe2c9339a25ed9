import Link from "next/link";
import { BrandLogo } from "@/components/brand-logo";
import { site } from "@/lib/content/site";
import { HeaderAuthControls } from "./header-auth-controls";

/** Signed-in areas render bare (no public header or footer), with a slim bar holding the user's menu. */
export function AreaShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
        <Link href="/" aria-label={`${site.name} home`}>
          <BrandLogo />
        </Link>
        <HeaderAuthControls />
      </div>
      <div className="mx-auto max-w-6xl px-6 py-12">{children}</div>
    </div>
  );
}
