"use client";

import NextTopLoader from "nextjs-toploader";
import NProgress from "nprogress";

import { progressBar } from "@/lib/content/site";

// NProgress finds its bar by [role="bar"] by default, and "bar" is not an ARIA role (axe: aria-roles).
// nextjs-toploader shares this NProgress instance, so it finds the bar by class instead, and the
// decorative bar is hidden from assistive technology.
NProgress.configure({ barSelector: ".bar" });
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/**
 * The route-change progress bar. Its "waiting time" (400 ms, lib/content/site.ts) is how long the finished bar stays
 * while it fades out (nextjs-progressbar's stopDelayMs); in NProgress that is `speed`.
 */
export function TopLoader() {
  return (
    <NextTopLoader
      color={progressBar.color}
      height={progressBar.height}
      speed={progressBar.waitingTimeMs}
      showSpinner={false}
      template={TEMPLATE}
    />
  );
}
