import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { SvgSymbols } from "@/components/ui/svg-symbols";

/** A page with the public header and footer (the non-bare side of lib/layout/bare-path.ts). */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <SvgSymbols />
    </div>
  );
}

/** A bare page: no header, no footer. */
export function BareChrome({ children }: { children: React.ReactNode }) {
  return (
    <main id="main-content" className="min-h-screen">
      {children}
    </main>
  );
}
