"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { engagementReviewsRequest, writeReviewRequest } from "@/lib/api/reviews";
import { zoneName } from "@/lib/format/date-time";
import {
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  REVIEW_TEXT_MAX,
  reviewFormSchema,
  type Review,
  type ReviewFormInput,
  type ReviewFormValues,
  type EngagementReviews as Reviews,
} from "@/lib/validation/reviews";

type Kind = "talent" | "client";
type Props = { kind: Kind; engagementId: number; ended: boolean };

export const STAR_LABELS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/** "Fri, 11 December 2026, 01:00 CET": the window's end on the viewer's own clock, with the zone's name. */
export function viewerDateAndHour(iso: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${day}, ${time.format(at)} ${zoneName(at, timeZone)}`;
}

type StarsProps = { legend: string; field: UseFormRegisterReturn; value: unknown; error?: string };

/** Five radio stars; the chosen one and those before it are filled, as a person reads a rating. */
function Stars({ legend, field, value, error }: StarsProps) {
  const chosen = Number(value) || 0;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {STAR_LABELS.map((label, index) => (
          <label key={label} title={label} className="cursor-pointer">
            <input type="radio" value={index + 1} className="peer sr-only" {...field} />
            <span
              aria-hidden="true"
              className={`inline-flex size-9 items-center justify-center rounded-full border text-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 ${
                index < chosen ? "border-amber-500 bg-amber-50 text-amber-500" : "border-slate-300 text-slate-400"
              }`}
            >
              ★
            </span>
            <span className="sr-only">
              {index + 1} {index === 0 ? "star" : "stars"} – {label}
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

function ShownReview({ title, review }: { title: string; review: Review }) {
  return (
    <article aria-label={title} className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-ink">
        {title} · <span aria-label={`${review.rating} out of 5`}>{"★".repeat(review.rating)}</span>
      </h3>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">{review.text}</p>
      {review.aspects ? (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          {REVIEW_ASPECTS.map((aspect) => (
            <div key={aspect} className="flex gap-1">
              <dt>{REVIEW_ASPECT_LABELS[aspect]}</dt>
              <dd>{review.aspects![aspect]}/5</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

function ReviewForm({ kind, engagementId, onSaved }: { kind: Kind; engagementId: number; onSaved: () => void }) {
  const schema = useMemo(() => reviewFormSchema(kind), [kind]);
  const { register, handleSubmit, setError, control, formState } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { text: "" },
  });
  const { errors, isSubmitting } = formState;
  const text = useWatch({ control, name: "text" });
  const rating = useWatch({ control, name: "rating" });
  const aspects = useWatch({ control, name: "aspects" });
  const length = typeof text === "string" ? text.length : 0;
  const submit = handleSubmit(async (values) => {
    try {
      await writeReviewRequest(kind, engagementId, {
        rating: values.rating,
        text: values.text,
        ...(kind === "talent" && values.aspects ? { aspects: values.aspects } : {}),
      });
      onSaved();
    } catch (error) {
      setError("root", { message: apiErrorMessage(error, "Your review could not be saved.") });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Your review">
      <Stars legend="Rating" field={register("rating")} value={rating} error={errors.rating?.message} />
      {kind === "talent"
        ? REVIEW_ASPECTS.map((aspect) => (
            <Stars
              key={aspect}
              legend={REVIEW_ASPECT_LABELS[aspect]}
              field={register(`aspects.${aspect}`)}
              value={aspects?.[aspect]}
              error={errors.aspects?.[aspect]?.message}
            />
          ))
        : null}
      <TextareaField
        id={`review-text-${engagementId}`}
        label={kind === "talent" ? "Your review of the company" : "Your review of the talent"}
        rows={4}
        error={errors.text?.message}
        count={{ text: `${length} / ${REVIEW_TEXT_MAX}`, over: length > REVIEW_TEXT_MAX }}
        {...register("text")}
      />
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>
          {isSubmitting ? "Saving…" : "Save review"}
        </button>
      </div>
    </form>
  );
}

/**
 * The reviews of one engagement for `kind`'s side: the form while the window is open and nothing is written yet,
 * a note while the other side's review is still blind, and both once released.
 */
export function EngagementReviews({ kind, engagementId, ended }: Props) {
  const [reviews, setReviews] = useState<Reviews | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    engagementReviewsRequest(kind, engagementId)
      .then((answer) => {
        setReviews(answer);
        setFailed(null);
      })
      .catch((error: unknown) => setFailed(apiErrorMessage(error, "The reviews could not be loaded.")));
  }, [kind, engagementId]);
  useEffect(() => {
    if (ended) load();
  }, [ended, load]);

  const other = kind === "talent" ? "the company" : "the talent";
  let body;
  if (!ended) body = <p className="text-sm text-ink-muted">You can review {other} once the engagement has ended.</p>;
  else if (failed)
    body = (
      <p role="alert" className="text-sm text-red-700">
        {failed}
      </p>
    );
  else if (!reviews) body = <p className="text-sm text-ink-muted">Loading reviews…</p>;
  else body = <ReviewsState kind={kind} engagementId={engagementId} reviews={reviews} onSaved={load} />;

  return (
    <section
      aria-labelledby={`reviews-${engagementId}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`reviews-${engagementId}`} className="text-lg font-semibold text-ink">
        Reviews
      </h2>
      {body}
    </section>
  );
}

function ReviewsState({
  kind,
  engagementId,
  reviews,
  onSaved,
}: {
  kind: Kind;
  engagementId: number;
  reviews: Reviews;
  onSaved: () => void;
}) {
  const { mine, theirs, window_ends_at: endsAt } = reviews;
  // Read once per answer: the window's state only matters to what the server last said.
  const [now] = useState(() => Date.now());
  const open = endsAt !== null && now < Date.parse(endsAt);
  const other = kind === "talent" ? "the company" : "the talent";
  if (endsAt === null)
    return <p className="text-sm text-ink-muted">You can review {other} once the engagement has ended.</p>;
  if (!mine && open) return <ReviewForm kind={kind} engagementId={engagementId} onSaved={onSaved} />;
  const released = theirs !== null || !open;
  return (
    <div className="flex flex-col gap-3">
      {mine ? (
        <ShownReview title="Your review" review={mine} />
      ) : (
        <p className="text-sm text-ink-muted">The time to review has passed.</p>
      )}
      {released ? (
        theirs ? (
          <ShownReview title={kind === "talent" ? "The company's review" : "The talent's review"} review={theirs} />
        ) : (
          <p className="text-sm text-ink-muted">There is no review from {other}.</p>
        )
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          Your review is saved; theirs shows once they write or on {viewerDateAndHour(endsAt)}.
        </p>
      )}
    </div>
  );
}
