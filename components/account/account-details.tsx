/** Facts as term and value rows (an account's name and email, a message's recipient…), one column on phones, two from `sm`. */
export function AccountDetails({ details }: { details: readonly (readonly [string, React.ReactNode])[] }) {
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
