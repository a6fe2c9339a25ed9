import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import type { ClientApplication, StagePage } from "@/lib/validation/applications";

/** The board's columns, left to right: the pipeline, then the two ways out of it. */
export const BOARD_COLUMNS: readonly ApplicationStage[] = APPLICATION_STAGES;

export const columnId = (stage: ApplicationStage) => `stage-${stage}`;
export const cardId = (applicationId: number) => `applicant-${applicationId}`;

export function byStage(applications: ClientApplication[]): Record<ApplicationStage, ClientApplication[]> {
  const groups = Object.fromEntries(BOARD_COLUMNS.map((stage) => [stage, [] as ClientApplication[]])) as Record<
    ApplicationStage,
    ClientApplication[]
  >;
  for (const application of applications) groups[application.stage].push(application);
  // Oldest first, as the server pages them: a card moved in takes its place among the loaded ones.
  for (const stage of BOARD_COLUMNS) groups[stage].sort((a, b) => a.id - b.id);
  return groups;
}

/** Each column's true count and next page. */
export type BoardStages = Record<ApplicationStage, StagePage>;

/** The stages an answer gave, and for any it did not, what the loaded cards say (all of the stage, no more pages). */
export function boardStages(given: Partial<BoardStages> | undefined, applications: ClientApplication[]): BoardStages {
  const columns = byStage(applications);
  return Object.fromEntries(
    BOARD_COLUMNS.map((stage) => [stage, given?.[stage] ?? { count: columns[stage].length, next_cursor: null }]),
  ) as BoardStages;
}

/** A page's cards added to those loaded, without a card twice: one moved in before its page came keeps its state. */
export function withPage(loaded: ClientApplication[], page: ClientApplication[]): ClientApplication[] {
  const known = new Set(loaded.map((application) => application.id));
  return [...loaded, ...page.filter((application) => !known.has(application.id))];
}

/** The counts after a card went from one column to another (back, to undo a refused move). */
export function shiftCount(stages: BoardStages, from: ApplicationStage, to: ApplicationStage): BoardStages {
  if (from === to) return stages;
  return {
    ...stages,
    [from]: { ...stages[from], count: Math.max(0, stages[from].count - 1) },
    [to]: { ...stages[to], count: stages[to].count + 1 },
  };
}

const DAY_MS = 86_400_000;

/** When the card entered its current stage: the last history entry, or the application itself. */
export const stageSince = (application: ClientApplication) => application.history.at(-1)?.at ?? application.applied_at;

export const wholeDaysBetween = (from: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(from).getTime()) / DAY_MS));

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

// A fixed locale and time zone, so the server's HTML and the browser's first render agree.
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));
