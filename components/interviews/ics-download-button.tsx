"use client";

import { useState } from "react";

import type { MemberKind } from "@/lib/accounts/kinds";
import { interviewIcsRequest } from "@/lib/api/interviews";
import { saveBlob } from "@/lib/browser/save-blob";
import { INTERVIEW_COPY } from "@/lib/content/interviews";

/** Downloads the booked interview's .ics: fetched with the bearer (a plain link could not send it), saved as a file. */
export function IcsDownloadButton({ side, interviewId }: { side: MemberKind; interviewId: number }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, fileName } = await interviewIcsRequest(side, interviewId);
      saveBlob(blob, fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
      >
        {busy ? INTERVIEW_COPY.downloading : INTERVIEW_COPY.addToCalendar}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {INTERVIEW_COPY.downloadFailed}
        </p>
      ) : null}
    </>
  );
}
