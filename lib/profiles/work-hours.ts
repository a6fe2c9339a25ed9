/** Working hours as "HH:MM" on a 24-hour clock, in the talent's own time zone. */
export const WORK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type WorkHours = { start: string; end: string };

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * The length in hours of a working day from `start` to `end`. A range whose end is not after its start
 * crosses midnight: 22:00–06:00 is 8 hours. Equal times are a whole day (24).
 */
export function workHoursLength({ start, end }: WorkHours): number {
  const minutes = (minutesOf(end) - minutesOf(start) + 24 * 60) % (24 * 60);
  return (minutes === 0 ? 24 * 60 : minutes) / 60;
}

export const crossesMidnight = ({ start, end }: WorkHours) => minutesOf(end) <= minutesOf(start);
