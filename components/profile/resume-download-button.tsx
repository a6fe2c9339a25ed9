"use client";

import { isAxiosError } from "axios";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { api, bearer } from "@/lib/api/client";
import { fetchSession } from "@/lib/auth/session-sync";
import { saveBlob } from "@/lib/browser/save-blob";

type State = { status: "idle" | "loading" } | { status: "error"; message: string };

const SIGNED_OUT = "Your session has ended. Log in again to download the résumé.";

function failureMessage(error: unknown): string {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 401) return SIGNED_OUT;
  if (status === 404) return "This résumé is no longer available.";
  return "The résumé could not be downloaded. Please try again.";
}

/**
 * Downloads a résumé (GET /api/files/{id}) with the viewer's session token, or `token` where the page has its own
 * (the manager's console). The path has no token of its own in the API client, and a plain link could send none,
 * so the token goes in Authorization explicitly.
 */
export function ResumeDownloadButton({
  url,
  fileName,
  token: givenToken,
}: {
  url: string;
  fileName: string;
  token?: string;
}) {
  const [state, setState] = useState<State>({ status: "idle" });

  async function download() {
    setState({ status: "loading" });
    try {
      // The session the page was rendered for; asked now, so a logout in another tab is noticed.
      const token = givenToken ?? (await fetchSession()).token;
      if (!token) {
        setState({ status: "error", message: SIGNED_OUT });
        return;
      }
      const response = await api.get<Blob>(url, { responseType: "blob", headers: bearer(token) });
      saveBlob(response.data, fileName);
      setState({ status: "idle" });
    } catch (error) {
      setState({ status: "error", message: failureMessage(error) });
    }
  }

  const loading = state.status === "loading";
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <button
        type="button"
        onClick={download}
        disabled={loading}
        aria-busy={loading}
        className={buttonClass("primary", "md", "w-full disabled:cursor-progress disabled:opacity-70")}
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        ) : null}
        {loading ? "Downloading résumé…" : "Download résumé (PDF)"}
      </button>
      <p role="alert" className="text-sm font-medium text-red-600 empty:hidden">
        {state.status === "error" ? state.message : ""}
      </p>
    </div>
  );
}
