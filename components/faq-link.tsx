"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { FAQ_SECTION_ID } from "@/lib/content/site";

type Props = { className?: string; children: React.ReactNode };

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * FAQ's: scrolls smoothly to #faq-section when the current page has one; elsewhere it is a plain link
 * to /#faq-section, and the router scrolls to the section once the home page has rendered.
 */
export function FaqLink({ className, children }: Props) {
  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const section = document.getElementById(FAQ_SECTION_ID);
    if (!section) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", `#${FAQ_SECTION_ID}`);
    // Next frame: lets a closing menu release the page's scroll lock first.
    requestAnimationFrame(() => {
      section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      section.focus({ preventScroll: true });
    });
  }

  return (
    <IntentLink href={`/#${FAQ_SECTION_ID}`} className={className} onClick={onClick}>
      {children}
    </IntentLink>
  );
}
