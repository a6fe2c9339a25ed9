import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import type { ClientApplication } from "@/lib/validation/applications";

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
  return groups;
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
