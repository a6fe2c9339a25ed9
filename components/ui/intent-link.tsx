"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

// The intent handlers are this link's own, so none is taken from the caller (it would be silently replaced).
type Props = Omit<ComponentProps<typeof Link>, "prefetch" | "onMouseEnter" | "onFocus" | "onTouchStart">;

/**
 * A link that prefetches its route only once the reader shows intent (pointer over it, focus, touch), not when it
 * scrolls into view: for links on every page that few follow (the logo, the footer), whose routes' code would
 * otherwise download with each page (the home page's client components are 14 KB of it). The pattern of Next's
 * prefetching guide; `null` restores the default prefetch.
 */
export function IntentLink(props: Props) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={showIntent}
      onFocus={showIntent}
      onTouchStart={showIntent}
    />
  );
}
