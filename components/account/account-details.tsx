/** An account's facts as term and value rows (name, email…), one column on phones, two from `sm`. */
export function AccountDetails({ details }: { details: readonly (readonly [string, string])[] }) {
  return (
    <dl className="flex flex-col gap-4 text-sm">
      {details.map(([term, value]) => (
        <div key={term} className="grid gap-1 sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
