/** Words of the "hires from" and overlap controls, lines and filters. */
export const REMOTE_FIT_COPY = {
  hiresFrom: "Hires from",
  anywhere: "Anywhere",
  specific: "Chosen regions and countries",
  regions: "Regions",
  addCountry: "Add a country",
  chooseCountry: "Choose a country…",
  chosenCountries: "Chosen countries",
  remove: "Remove",
  overlap: "Required overlap",
  requireOverlap: "Talent must share part of these working hours",
  timezone: "Time zone",
  from: "From",
  to: "To",
  minHours: "Minimum shared hours",
  overlapHint:
    "A talent's working hours must overlap these by at least this many hours (today's time-zone rules apply).",
  noOverlap: "No required overlap",
  eligible: "Eligible",
  overlapLine: "Overlap",
} as const;
