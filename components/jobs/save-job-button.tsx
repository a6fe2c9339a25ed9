"use client";

import Link from "next/link";
import { useEffect } from "react";

import { useAuthUser } from "@/components/auth/use-auth-user";
import { SAVE_COPY } from "@/lib/content/applications";
import { useSavedJobsStore } from "@/store/saved-jobs-store";

const base =
  "relative z-10 inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        d="M6 4h12v16l-6-4-6 4z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bookmark toggle of a job, on the board's cards and the job's page. A talent toggles it (saved slugs
 * come from one shared load); a visitor is sent to log in and brought back to the job; recruiters see nothing.
 */
export function SaveJobButton({ slug, title }: { slug: string; title: string }) {
  const user = useAuthUser();
  const owner = user?.type === "talent" ? `talent:${user.id}` : null;
  const load = useSavedJobsStore((state) => state.load);
  const toggle = useSavedJobsStore((state) => state.toggle);
  const ready = useSavedJobsStore((state) => state.owner === owner && state.status !== "loading");
  const saved = useSavedJobsStore((state) => state.owner === owner && state.slugs.has(slug));
  const failure = useSavedJobsStore((state) => (state.failure?.slug === slug ? state.failure.message : null));

  useEffect(() => {
    if (owner) void load(owner);
  }, [owner, load]);

  if (!user) {
    return (
      <Link
        href={`/login?${new URLSearchParams({ callbackUrl: `/jobs/${slug}` })}`}
        prefetch={false}
        className={`${base} border-slate-300 bg-white text-ink hover:border-brand-500`}
        title={SAVE_COPY.signInToSave}
      >
        <BookmarkIcon filled={false} />
        {SAVE_COPY.save} <span className="sr-only">{title}</span>
      </Link>
    );
  }
  if (!owner) return null;

  return (
    <span className="relative z-10 inline-flex flex-col items-end gap-1">
      <button
        type="button"
        aria-pressed={saved}
        disabled={!ready}
        onClick={() => void toggle(slug)}
        className={`${base} disabled:opacity-60 ${saved ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
      >
        <BookmarkIcon filled={saved} />
        {saved ? SAVE_COPY.saved : SAVE_COPY.save} <span className="sr-only">{title}</span>
      </button>
      {failure ? (
        <span role="alert" className="max-w-56 text-right text-xs text-red-700">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
