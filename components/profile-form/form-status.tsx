import type { SaveStatus } from "./use-profile-save";

/** The outcome of a save, announced: "Saving…", "Saved", or what went wrong. */
export function FormStatus({ status, savedText = "Saved" }: { status: SaveStatus; savedText?: string }) {
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium">
      {status.state === "saving" ? <span className="text-ink-muted">Saving…</span> : null}
      {status.state === "saved" ? <span className="text-emerald-700">{savedText}</span> : null}
      {status.state === "error" ? <span className="text-red-700">{status.message}</span> : null}
    </p>
  );
}
