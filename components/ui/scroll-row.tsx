"use client";

import { useCallback, useEffect, useRef, useState } from "react";

type Props = React.HTMLAttributes<HTMLDivElement> & {
  /** The page's background under the row, which its edges fade into (`from-…` of a Tailwind gradient). */
  fade?: "from-white" | "from-slate-50";
  /** Classes of the frame around the row (its edges sit on the frame's), e.g. negative margins to bleed. */
  frameClassName?: string;
  children: React.ReactNode;
};

const EDGE = 2;

/**
 * A row that scrolls sideways (tabs, a board's columns) and says so: while there is more to one side, that edge
 * fades and shows an arrow, which a pointer can click to scroll a page that way. Keyboard users move through the
 * row's own links and buttons, which scroll it by themselves, so the arrows stay out of the tab order.
 */
export function ScrollRow({ fade = "from-slate-50", className = "", frameClassName = "", children, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const left = row.scrollLeft > EDGE;
    const right = row.scrollLeft + row.clientWidth < row.scrollWidth - EDGE;
    setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  const page = (direction: -1 | 1) => {
    const row = ref.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: "smooth" });
  };

  return (
    <div className={`relative ${frameClassName}`}>
      <div ref={ref} onScroll={measure} className={`overflow-x-auto ${className}`} {...rest}>
        {children}
      </div>
      {more.left ? <Edge side="left" fade={fade} onClick={() => page(-1)} /> : null}
      {more.right ? <Edge side="right" fade={fade} onClick={() => page(1)} /> : null}
    </div>
  );
}

function Edge({ side, fade, onClick }: { side: "left" | "right"; fade: string; onClick: () => void }) {
  const position = side === "left" ? "left-0 justify-start bg-gradient-to-r" : "right-0 justify-end bg-gradient-to-l";
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-scroll-edge={side}
      onClick={onClick}
      className={`absolute inset-y-0 flex w-10 items-center ${position} ${fade} to-transparent text-ink-muted hover:text-ink`}
    >
      <svg viewBox="0 0 20 20" className="size-5 fill-current">
        <path
          d={side === "left" ? "M12.5 4 6.5 10l6 6 1.4-1.4L9.3 10l4.6-4.6z" : "M7.5 4l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z"}
        />
      </svg>
    </button>
  );
}
