"use client";

import { useState } from "react";

/** Wraps the logo carousel with its pause/play button; the animation itself is CSS (globals.css). */
export function CarouselPauseControl({ children }: { children: React.ReactNode }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="relative" data-paused={paused ? "true" : "false"}>
      <button
        type="button"
        className="absolute right-0 top-0 inline-flex h-8 items-center gap-2 rounded-full border border-slate-300 px-3 text-xs font-semibold text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 motion-reduce:hidden"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
          {paused ? (
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          ) : (
            <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
          )}
        </svg>
        {paused ? "Play logos" : "Pause logos"}
      </button>
      {children}
    </div>
  );
}
