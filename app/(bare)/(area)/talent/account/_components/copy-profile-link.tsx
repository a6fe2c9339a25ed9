"use client";

import { useEffect, useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { TALENT_ACCOUNT } from "@/lib/content/talent-workspace";

const COPIED_FOR_MS = 2_000;

/** The profile's address with a button that copies it; says "Copied" (to screen readers too) once it has. */
export function CopyProfileLink({ url }: { url: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <a
          href={url}
          className="min-w-0 flex-1 rounded-lg break-all border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-ink hover:text-brand-700"
        >
          {url}
        </a>
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass("secondary", "sm", "self-start sm:self-auto")}
        >
          {state === "copied" ? TALENT_ACCOUNT.copied : TALENT_ACCOUNT.copy}
        </button>
      </div>
      <p role="status" className={`mt-2 text-sm ${state === "failed" ? "text-red-700" : "sr-only"}`}>
        {state === "copied" ? TALENT_ACCOUNT.copied : state === "failed" ? TALENT_ACCOUNT.copyFailed : ""}
      </p>
    </div>
  );
}
