import { formatMinutes } from "./weeks";

/** "12 h 30 min of 40 h": a week's time against its cap (no cap: the time alone). */
export const durationOfCap = (minutes: number, capHours: number | null): string =>
  capHours === null ? formatMinutes(minutes) : `${formatMinutes(minutes)} of ${formatMinutes(capHours * 60)}`;

/** Minutes → the form's two fields, "2" and "30". */
export const splitMinutes = (minutes: number): { hours: string; minutes: string } => ({
  hours: String(Math.floor(minutes / 60)),
  minutes: String(minutes % 60),
});
