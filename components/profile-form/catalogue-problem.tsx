/** A catalogue still loading, or failed with a way to try again. */
export function CatalogueProblem({
  catalogue,
  what,
}: {
  catalogue: { items: unknown; error: boolean; needed: boolean; retry: () => void };
  what: string;
}) {
  if (!catalogue.needed || catalogue.items) return null;
  if (!catalogue.error) {
    return (
      <p role="status" className="mt-2 text-sm text-ink-muted">
        Loading {what}…
      </p>
    );
  }
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      The {what} could not be loaded.{" "}
      <button type="button" onClick={catalogue.retry} className="font-semibold underline">
        Try again
      </button>
    </p>
  );
}
