"use client";

import { getProviders, signIn } from "next-auth/react";
import Script from "next/script";
import { useEffect, useState } from "react";

import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { AUTH_COPY } from "@/lib/content/auth";

export const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";

/** Google sign-in, shown (and Google's script loaded) only when the server has Google configured. */
export function GoogleSignIn({ callbackUrl }: { callbackUrl: string | null }) {
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    let active = true;
    getProviders()
      .then((providers) => active && setEnabled(Boolean(providers?.google)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!enabled) return null;
  return (
    <>
      <Script src={GOOGLE_SCRIPT_URL} strategy="lazyOnload" />
      <button
        type="button"
        onClick={() =>
          void signIn("google", { callbackUrl: safeCallbackUrl(callbackUrl, window.location.origin, "/") })
        }
        className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        {AUTH_COPY.google}
      </button>
    </>
  );
}
