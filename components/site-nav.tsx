import Link from "next/link";

import { BrandLogo } from "@/components/brand-logo";
import { FaqLink } from "@/components/faq-link";
import { IntentLink } from "@/components/ui/intent-link";
import { faqNavLabel, headerNav, site } from "@/lib/content/site";

/** The logo, linked home: in the header and at the top of the mobile menu. Prefetched on intent only. */
export function HomeLink() {
  return (
    <IntentLink href="/" aria-label={`${site.name} home`} className="home-link">
      <BrandLogo />
    </IntentLink>
  );
}

/** The header's links. The mobile menu renders its own copy, so none of it is passed from server to client. */
export function SiteNavItems({ linkClass }: { linkClass: "nav-link" | "nav-link-mobile" }) {
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
