"use client";

import { useEffect } from "react";

import { reloadPage } from "@/lib/browser/load-page";
import { isPrivatePath } from "@/lib/security/private-paths";

/**
 * A signed-in page the browser restores from its back/forward cache (Back after logout) shows what it showed
 * then; its `no-store` answer should keep it out of that cache, and this reloads one that got in anyway, so the
 * server answers for the session as it is now (the sign-in page once it has ended). Renders nothing.
 */
export function RestoredPageGuard() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && isPrivatePath(window.location.pathname)) reloadPage();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return null;
}
