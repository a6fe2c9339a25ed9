import type { RegionId } from "@/lib/remote/regions";

type DemoRemoteFit = {
  hiresFrom?: { countries?: string[]; regions?: RegionId[] };
  overlap?: { timezone: string; start: string; end: string; min_hours: number };
};

/** Where a few demo jobs hire from and the hours they need shared, by title; every other demo job hires from anywhere. */
export const DEMO_REMOTE_FIT: Record<string, DemoRemoteFit> = {
  "Senior ReactJs Engineer": {
    hiresFrom: { regions: ["europe"] },
    overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 4 },
  },
  "Python Backend Developer": {
    hiresFrom: { countries: ["US", "CA"] },
    overlap: { timezone: "America/New_York", start: "09:00", end: "17:00", min_hours: 4 },
  },
  "Angular Developer for Insurance Portal": {
    hiresFrom: { regions: ["europe", "americas"] },
    overlap: { timezone: "Europe/Lisbon", start: "14:00", end: "18:00", min_hours: 2 },
  },
  "Flutter Mobile Developer": { overlap: { timezone: "UTC", start: "12:00", end: "16:00", min_hours: 2 } },
  "Go Backend Engineer": {
    hiresFrom: { regions: ["europe", "africa"] },
    overlap: { timezone: "Europe/London", start: "10:00", end: "16:00", min_hours: 3 },
  },
  "UI Designer for Banking App": {
    hiresFrom: { regions: ["europe"] },
    overlap: { timezone: "Europe/Amsterdam", start: "09:00", end: "17:00", min_hours: 4 },
  },
  "Content Writer, B2B SaaS": {
    hiresFrom: { regions: ["americas"] },
    overlap: { timezone: "America/Chicago", start: "09:00", end: "17:00", min_hours: 3 },
  },
  "Marketing Analyst": { hiresFrom: { regions: ["europe", "africa", "middle_east"] } },
};
