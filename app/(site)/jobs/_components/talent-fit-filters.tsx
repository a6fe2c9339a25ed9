"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

import { useAuthUser } from "@/components/auth/use-auth-user";
import { countryName } from "@/lib/content/countries";
import { jobsHref } from "@/lib/jobs/jobs-url";

const OVERLAP_PARAMS = ["timezone", "work_start", "work_end"] as const;
const HOURS = [1, 2, 3, 4, 5, 6, 7, 8];
const field =
  "mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30";

type Fit = { country: string | null; timezone: string | null; start: string | null; end: string | null };
type Props = { values: Record<string, string> };

function useTalentFit(): Fit | "loading" | null {
  const user = useAuthUser();
  const [fit, setFit] = useState<Fit | "loading" | null>(null);
  useEffect(() => {
    if (user?.type !== "talent") return;
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the talent's profile once after sign-in
    setFit("loading");
    // Loaded here, not imported: the profile API and its schemas stay out of the public board's bundle.
    import("@/lib/api/profile")
      .then(({ getOwnProfileRequest }) => getOwnProfileRequest())
      .then(
        (profile) =>
          live &&
          setFit({
            country: profile.country,
            timezone: profile.timezone,
            start: profile.work_hours?.start ?? null,
            end: profile.work_hours?.end ?? null,
          }),
      )
      .catch(() => live && setFit(null));
    return () => {
      live = false;
    };
  }, [user?.type]);
  return user?.type === "talent" ? fit : null;
}

/** Keeps a shared link's overlap parameters in the form for a reader who is not the talent who chose them. */
function KeptOverlap({ values }: Props) {
  if (!values.min_overlap_hours) return null;
  return (
    <p className="text-sm text-ink-muted sm:col-span-2">
      <input type="hidden" name="min_overlap_hours" value={values.min_overlap_hours} />
      {OVERLAP_PARAMS.map((name) =>
        values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
      )}
      Overlap of at least {values.min_overlap_hours} h with {values.work_start}–{values.work_end} {values.timezone}.{" "}
      <Link href={jobsHref(withoutOverlap(values))} className="font-semibold text-brand-700 hover:underline">
        Remove
      </Link>
    </p>
  );
}

const withoutOverlap = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([key]) => key !== "min_overlap_hours" && key !== "page" && !(OVERLAP_PARAMS as readonly string[]).includes(key),
    ),
  );

function EligibleForMe({ values, country }: Props & { country: string | null }) {
  if (!country) {
    return (
      <p className="text-sm text-ink-muted">
        <span className="font-medium text-ink">Eligible for me:</span> add your country to{" "}
        <Link href="/talent/profile" className="font-semibold text-brand-700 hover:underline">
          your profile
        </Link>{" "}
        to see only the jobs that can hire you.
      </p>
    );
  }
  const on = values.eligible_country === country;
  // A new filter starts again at page 1.
  const rest = Object.fromEntries(
    Object.entries(values).filter(([key]) => key !== "page" && key !== "eligible_country"),
  );
  const href = jobsHref(on ? rest : { ...rest, eligible_country: country });
  return (
    <Link
      href={href}
      aria-pressed={on}
      className={`inline-flex min-h-11 items-center gap-2 self-end rounded-xl border px-4 text-sm font-semibold ${on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-500"}`}
    >
      {on ? "✓ " : ""}Eligible for me ({countryName(country) ?? country})
    </Link>
  );
}

function MyOverlap({ values, fit }: Props & { fit: Fit }) {
  const [min, setMin] = useState(values.min_overlap_hours ?? "");
  if (!fit.timezone || !fit.start || !fit.end) {
    return (
      <p className="text-sm text-ink-muted">
        <span className="font-medium text-ink">Overlap with my hours:</span> add your time zone and working hours to{" "}
        <Link href="/talent/profile" className="font-semibold text-brand-700 hover:underline">
          your profile
        </Link>{" "}
        to filter by shared hours.
      </p>
    );
  }
  return (
    <div>
      <label htmlFor="filter-min-overlap" className="block text-sm font-medium text-ink">
        Overlap with my hours
      </label>
      <select
        id="filter-min-overlap"
        name="min_overlap_hours"
        value={min}
        onChange={(event) => setMin(event.target.value)}
        className={field}
      >
        <option value="">Any overlap</option>
        {HOURS.map((hours) => (
          <option key={hours} value={String(hours)}>
            At least {hours} h
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-ink-muted">
        Your hours: {fit.start}–{fit.end} {fit.timezone.replaceAll("_", " ")}
      </p>
      {min ? (
        <>
          <input type="hidden" name="timezone" value={fit.timezone} />
          <input type="hidden" name="work_start" value={fit.start} />
          <input type="hidden" name="work_end" value={fit.end} />
        </>
      ) : null}
    </div>
  );
}

/**
 * The board's filters that read a signed-in talent's profile: "Eligible for me" (their country) and a minimum
 * overlap with their working hours. Both end up as the API's own query parameters, so the URL is shareable.
 */
export function TalentFitFilters({ values }: Props) {
  const fit = useTalentFit();
  if (fit === null || fit === "loading") return <KeptOverlap values={values} />;
  return (
    <div
      className="grid gap-4 rounded-xl bg-brand-50/60 p-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-4"
      aria-label="Filters from your profile"
      role="group"
    >
      <EligibleForMe values={values} country={fit.country} />
      <MyOverlap values={values} fit={fit} />
    </div>
  );
}
