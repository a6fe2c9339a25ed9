"use client";

import { useCallback, useState } from "react";

import { useLoad } from "@/components/ui/use-load";

type ListQuery = Record<string, string>;

/**
 * A console list's page loaded through the API for the page's filters, reloaded after each action, with the
 * action's confirmation kept to show in `DoneStatus`. `request` must be stable (a module-level function).
 */
export function useConsoleList<T>(request: (query: ListQuery) => Promise<T>, filters: ListQuery, page: number) {
  // Keyed by value: the filters object is new on every render.
  const query = JSON.stringify({ ...filters, page: String(page) });
  const { load, reload } = useLoad(useCallback(() => request(JSON.parse(query) as ListQuery), [request, query]));
  const [done, setDone] = useState<string | null>(null);
  const onDone = (message: string) => {
    setDone(message);
    reload();
  };
  return { load, reload, done, onDone };
}

/** What the last action on a console list did, read out when it changes. */
export function DoneStatus({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className={`text-sm font-medium text-emerald-800 ${message ? "mb-3" : ""}`}>
      {message}
    </p>
  );
}
