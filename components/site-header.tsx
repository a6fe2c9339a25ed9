import { HeaderAuthControls } from "@/components/auth/header-auth-controls";
import { MobileMenu } from "@/components/mobile-menu";
import { HomeLink, SiteNavItems } from "@/components/site-nav";
import { Container } from "@/components/ui/container";

export function SiteHeader() {
  return (
    <header className="site-header">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-6">
        <HomeLink />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <SiteNavItems linkClass="nav-link" />
          </ul>
        </nav>
        <div className="hidden lg:block">
          <HeaderAuthControls />
        </div>
        <MobileMenu />
      </Container>
    </header>
  );
}
