"use client";

// A client component without props that imports its own links: rendered on the server like any other, but
// its forty links travel once, in each public page's HTML, not again in the page's RSC payload. They prefetch
// on intent only: scrolling past them fetches nothing.
import { BrandLogo } from "@/components/brand-logo";
import { SocialIcon } from "@/components/social-icon";
import { Container } from "@/components/ui/container";
import { IntentLink } from "@/components/ui/intent-link";
import {
  companyLinks,
  COPYRIGHT_YEAR,
  footerTagline,
  hireColumns,
  socialLinks,
  type FooterColumn,
} from "@/lib/content/footer";
import { site } from "@/lib/content/site";

function LinkColumn({ column }: { column: FooterColumn }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{column.title}</h2>
      <ul className="mt-4 space-y-2.5">
        {column.links.map((link) => (
          <li key={link.label}>
            <IntentLink href={link.href} className="footer-link">
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="py-16">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <IntentLink
              href="/"
              aria-label={`${site.name} home`}
              className="inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-white"
            >
              <BrandLogo inverse />
            </IntentLink>
            <p className="mt-4 text-sm leading-6">{footerTagline}</p>
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    aria-label={social.label}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="footer-social"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-4">
            <LinkColumn column={{ title: "Company", links: companyLinks }} />
            {hireColumns.map((column) => (
              <LinkColumn key={column.title} column={column} />
            ))}
          </div>
        </div>
        <div className="mt-14 border-t border-white/10 pt-8 text-sm text-slate-400">
          <p>
            © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
          </p>
        </div>
      </Container>
    </footer>
  );
}
