/** What a list shows while its request is on its way. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm text-ink-muted">
      {text}
    </p>
  );
}

/** What a list shows when its request failed: the message and a button that asks again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
      {message}
      <button type="button" onClick={onRetry} className="min-h-10 font-semibold underline">
        {retry}
      </button>
    </p>
  );
}
