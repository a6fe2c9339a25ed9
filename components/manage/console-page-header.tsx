/** A console page's title, its one-line lead and, on the right from tablet width, its main action. */
export function ConsolePageHeader({ title, lead, action }: { title: string; lead: string; action?: React.ReactNode }) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{lead}</p>
      </div>
      {action}
    </header>
  );
}
