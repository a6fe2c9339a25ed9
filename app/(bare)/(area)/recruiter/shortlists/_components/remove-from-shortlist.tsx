"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { removeFromShortlistRequest } from "@/lib/api/shortlists";
import { SHORTLIST_COPY } from "@/lib/content/directory";

/** Takes the talent off the list, then redraws the page from the server. */
export function RemoveFromShortlist({
  shortlistId,
  talentId,
  talentName,
}: {
  shortlistId: number;
  talentId: number;
  talentName: string;
}) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const busy = sending || refreshing;

  const remove = async () => {
    setSending(true);
    setError(null);
    try {
      await removeFromShortlistRequest(shortlistId, talentId);
      startRefresh(() => router.refresh());
    } catch (caught) {
      setError(apiErrorMessage(caught, SHORTLIST_COPY.removeFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={busy}
        onClick={() => void remove()}
        className={buttonClass("secondary", "sm", "disabled:opacity-60")}
      >
        {busy ? SHORTLIST_COPY.removing : SHORTLIST_COPY.remove}
        <span className="sr-only"> ({talentName})</span>
      </button>
      {error ? (
        <p role="alert" className="max-w-48 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
