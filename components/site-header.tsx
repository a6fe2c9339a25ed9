import Link from "next/link";
import { HeaderAuthControls } from "@/components/auth/header-auth-controls";
import { BrandLogo } from "@/components/brand-logo";
import { FaqLink } from "@/components/faq-link";
import { MobileMenu } from "@/components/mobile-menu";
import { Container } from "@/components/ui/container";
import { faqNavLabel, headerNav, site } from "@/lib/content/site";

const desktopLink =
  "rounded-full px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500";
const mobileLink =
  "block rounded-xl px-3 py-3 text-lg font-semibold text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500";

function HomeLink() {
  return (
    <Link href="/" aria-label={`${site.name} home`} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500">
      <BrandLogo />
    </Link>
  );
}

function NavItems({ linkClass }: { linkClass: string }) {
  return (
    <>
      {headerNav.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <FaqLink className={linkClass}>{faqNavLabel}</FaqLink>
      </li>
    </>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-6">
        <HomeLink />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems linkClass={desktopLink} />
          </ul>
        </nav>
        <div className="hidden lg:block">
          <HeaderAuthControls />
        </div>
        <MobileMenu brand={<HomeLink />}>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="flex flex-col gap-1">
              <NavItems linkClass={mobileLink} />
            </ul>
          </nav>
          <div className="mt-8 border-t border-slate-200 pt-6">
            <HeaderAuthControls />
          </div>
        </MobileMenu>
      </Container>
    </header>
  );
}
