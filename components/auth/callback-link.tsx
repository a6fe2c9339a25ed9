"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";

/**
 * A link between the log-in and sign-up pages that carries the page's `callbackUrl` along, so whichever
 * form a person ends up using sends them back where they started (a job's page, say).
 */
export function CallbackLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const callbackUrl = useSearchParams().get("callbackUrl");
  const target = callbackUrl ? `${href}?${new URLSearchParams({ callbackUrl })}` : href;
  return (
    <Link href={target} className={className}>
      {children}
    </Link>
  );
}
