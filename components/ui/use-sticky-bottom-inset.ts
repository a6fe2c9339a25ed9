"use client";

import { useEffect, type RefObject } from "react";

/** The CSS variable globals.css makes the page's bottom scroll padding. */
const INSET = "--sticky-bottom-inset";
/** Room between a field scrolled into view and the bar. */
const GAP_PX = 16;

/**
 * Keeps the page's bottom scroll padding equal to this sticky bar's height while it is on screen, so a field that
 * is focused, opened by an #anchor or scrolled into view lands above the bar instead of under it.
 */
export function useStickyBottomInset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(INSET, `${bar.offsetHeight + GAP_PX}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(INSET);
    };
  }, [ref]);
}
