"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

export type RoundHandlers = { onEdit: () => void; onDone: (message: string) => void };

/**
 * A form that starts over after each success: the server's sentence shows below it and the fields remount
 * empty; editing again clears the sentence. `settle` names content above the form that the success itself
 * changes (a refreshed server value): when it changes, the sentence is brought back into view.
 */
export function SuccessRounds({
  children,
  settle,
}: {
  children: (handlers: RoundHandlers, round: number) => ReactNode;
  settle?: string | null;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);
  // The sentence may land just below the screen's edge, under the button that was pressed: bring it into view.
  useEffect(() => {
    // (scrollIntoView is missing where there is no layout, as in jsdom.)
    if (done) status.current?.scrollIntoView?.({ block: "nearest" });
  }, [done, round, settle]);
  return (
    <div className="flex flex-col gap-4">
      {children(
        {
          onEdit: () => setDone(null),
          onDone: (message) => {
            setDone(message);
            setRound((value) => value + 1);
          },
        },
        round,
      )}
      {/* Below the form, where the eyes are after pressing its button. */}
      {done ? (
        <p
          ref={status}
          role="status"
          className="max-w-md rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
        >
          {done}
        </p>
      ) : null}
    </div>
  );
}
