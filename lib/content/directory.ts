/** Copy of the recruiter's "Find talent" and "Shortlists" screens. */
import { formatBoundedCount } from "@/lib/format/bounded-count";
import type { TalentSort } from "@/lib/validation/directory";

export const DIRECTORY_COPY = {
  title: "Find talent",
  lead: "Vetted remote talent, with how many of their working hours overlap with your team's.",
  searchLabel: "Search",
  searchPlaceholder: "Name, headline or skill",
  skills: "Skills",
  skillsHint: "comma-separated",
  skillsPlaceholder: "ReactJs, TypeScript",
  category: "Category",
  anyCategory: "All categories",
  rateMin: "Min rate ($/h)",
  rateMax: "Max rate ($/h)",
  availability: "Availability",
  anyAvailability: "Any availability",
  country: "Country",
  anyCountry: "Any country",
  minOverlap: "Min overlap (hours)",
  sort: "Sort by",
  submit: "Search talent",
  clear: "Clear filters",
  teamHoursNote: (hours: string) => `Overlap is measured against your team hours: ${hours}.`,
  changeTeamHours: "Change team hours",
  noTeamHours: "Set your team's working hours to see and filter by overlap.",
  setTeamHours: "Set team hours",
  emptyTitle: "No talent matches these filters",
  emptyBody: "Try fewer skills, a wider rate range or a smaller minimum overlap.",
  invalidTitle: "Some filters need a change",
  errorTitle: "Talent could not be loaded",
  errorBody: "Something went wrong on our side. Please try again.",
  tryAgain: "Try again",
  results: (meta: { total: number; total_is_lower_bound: boolean }) => `${formatBoundedCount(meta)} talent found`,
  loading: "Loading talent…",
} as const;

export const TALENT_SORT_LABELS: Record<TalentSort, string> = {
  relevance: "Relevance",
  rate_asc: "Rate: low to high",
  rate_desc: "Rate: high to low",
  overlap: "Most overlap",
  recently_active: "Recently active",
};

export const AVAILABILITY_LABELS = {
  full_time: "Full-time",
  part_time: "Part-time",
  hourly: "Hourly",
  not_available: "Not available",
} as const;

export const TALENT_CARD_COPY = {
  overlap: (hours: number) => `${formatHours(hours)} overlap with your team`,
  noOverlap: "No overlap with your team",
  noHours: "Working hours not given",
  rate: (rate: number) => `$${rate}/h`,
  matched: "matches your search",
  viewProfile: "View profile",
} as const;

export const SHORTLIST_COPY = {
  title: "Shortlists",
  lead: "Talent you saved from Find talent, in named lists.",
  save: "Save to shortlist",
  saved: "Saved",
  dialogTitle: "Save to shortlist",
  dialogDescription: (name: string) => `Choose the lists ${name} belongs on, or start a new one.`,
  loadingLists: "Loading your shortlists…",
  loadFailed: "Your shortlists could not be loaded.",
  noLists: "You have no shortlists yet. Name your first one below.",
  newList: "New shortlist",
  newListPlaceholder: "e.g. Frontend, Q1 hires",
  nameRequired: "Name the new shortlist.",
  create: "Create and save",
  creating: "Creating…",
  done: "Done",
  addedTo: (list: string) => `Saved to ${list}.`,
  removedFrom: (list: string) => `Removed from ${list}.`,
  changeFailed: "That change could not be saved. Please try again.",
  emptyTitle: "No shortlists yet",
  emptyBody: "Save talent from Find talent to a shortlist, and they will wait for you here.",
  findTalent: "Find talent",
  listEmptyTitle: "This shortlist is empty",
  listEmptyBody: "Use “Save to shortlist” on a talent in Find talent to add them.",
  remove: "Remove",
  removing: "Removing…",
  removeFailed: "The talent could not be removed. Please try again.",
  listsNav: "Your shortlists",
  count: (count: number) => `${count} talent`,
} as const;

/** 4 → "4 h", 3.5 → "3.5 h", 2.25 → "2.25 h". */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}
