import "server-only";

import type { DirectoryTalent } from "@/lib/validation/directory";

import { fileUrl } from "../files/file-url";

/** A directory row as the search selects it (snake case: a raw query). */
export type DirectoryRow = {
  talent_id: number;
  handle: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  avatar_file_id: string | null;
  country: string | null;
  city: string | null;
  timezone: string | null;
  work_start: string | null;
  work_end: string | null;
  hourly_rate: number | null;
  availability: string | null;
  skills: number[];
  last_active_at: Date | string;
};

type CardContext = { names: Map<number, string>; searchedIds: number[]; overlap: number | null };

/** The profile card of a directory result, with its overlap and the searched skills it has. */
export function directoryCard(row: DirectoryRow, { names, searchedIds, overlap }: CardContext): DirectoryTalent {
  const skillNames = (ids: number[]) =>
    ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  return {
    id: Number(row.talent_id),
    handle: row.handle,
    name: `${row.first_name} ${row.last_name}`.trim(),
    headline: row.headline,
    avatar_url: fileUrl(row.avatar_file_id),
    country: row.country,
    city: row.city,
    timezone: row.timezone,
    hourly_rate: row.hourly_rate === null ? null : Number(row.hourly_rate),
    availability: row.availability as DirectoryTalent["availability"],
    skills: skillNames(row.skills),
    vetted: true,
    overlap_hours: overlap,
    matched_skills: [...new Set(skillNames(row.skills.filter((id) => searchedIds.includes(id))))],
    last_active_at: new Date(row.last_active_at).toISOString(),
  };
}
