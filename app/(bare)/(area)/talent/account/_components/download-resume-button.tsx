"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { TALENT_ACCOUNT } from "@/lib/content/talent-workspace";

// Loaded on use: the API client stays out of the page's first JavaScript.
const download = async () => {
  const [{ fetchJsonResumeRequest }, { saveFile }] = await Promise.all([
    import("@/lib/api/profile-export"),
    import("@/lib/browser/save-file"),
  ]);
  const { blob, fileName } = await fetchJsonResumeRequest();
  saveFile(blob, fileName);
};

/** Downloads the profile as JSON Resume under the server's file name; shows progress and failure. */
export function DownloadResumeButton() {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  async function onClick() {
    setState("loading");
    try {
      await download();
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={state === "loading"}
        aria-busy={state === "loading"}
        className={buttonClass("secondary", "md", "disabled:cursor-wait disabled:opacity-70")}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path
            d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 15.5h12"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {state === "loading" ? TALENT_ACCOUNT.downloading : TALENT_ACCOUNT.download}
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {TALENT_ACCOUNT.downloadFailed}
        </p>
      ) : null}
    </div>
  );
}
