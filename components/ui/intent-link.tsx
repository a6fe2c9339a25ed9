"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * A link that prefetches its route only once the reader shows intent (pointer over it, focus, touch), not when it
 * scrolls into view: for links on every page that few follow (the logo, the footer), whose routes' code would
 * otherwise download with each page (the home page's client components are 14 KB of it). The pattern of Next's
 * prefetching guide; `null` restores the default prefetch.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
