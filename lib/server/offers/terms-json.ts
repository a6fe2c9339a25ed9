import "server-only";

import type { ContractType } from "@/lib/engagements/states";
import type { CURRENCIES } from "@/lib/validation/client-jobs";

import type { Milestone } from "../db/schema";

type TermsRow = {
  contractType: ContractType;
  currency: string;
  rateMinor: number;
  weeklyHoursCap: number | null;
  milestones: Milestone[];
  startDate: string;
  trialDays: number;
  noticeDays: number;
  overlapTimezone: string | null;
  overlapStart: string | null;
  overlapEnd: string | null;
  overlapMinHours: number | null;
};

type PartiesRow = {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  companyId: number;
  companyName: string;
  companyZone: string | null;
  talentId: number;
  firstName: string;
  lastName: string;
  talentZone: string | null;
};

/** The `termsShape` fields of an offer or engagement row. */
export const termsJson = (row: TermsRow) => ({
  contract_type: row.contractType,
  currency: row.currency as (typeof CURRENCIES)[number],
  rate_minor: row.rateMinor,
  weekly_hours_cap: row.weeklyHoursCap,
  milestones: row.milestones,
  start_date: row.startDate,
  trial_days: row.trialDays,
  notice_days: row.noticeDays,
  overlap:
    row.overlapTimezone && row.overlapStart && row.overlapEnd && row.overlapMinHours !== null
      ? { timezone: row.overlapTimezone, start: row.overlapStart, end: row.overlapEnd, min_hours: row.overlapMinHours }
      : null,
});

/** The `partiesShape` fields; a zone not set yet reads UTC, as every date of the terms is then counted. */
export const partiesJson = (row: PartiesRow) => ({
  application_id: row.applicationId,
  job: { id: row.jobId, title: row.jobTitle },
  company: { id: row.companyId, name: row.companyName, timezone: row.companyZone ?? "UTC" },
  talent: { id: row.talentId, name: `${row.firstName} ${row.lastName}`, timezone: row.talentZone ?? "UTC" },
});
