import { api } from "./client";

type Query = Record<string, string | number | undefined>;

/** The catalogue calls and the jobs list; their answers are passed through as the server shapes them. */
export const getClientSkillsRequest = (categoryId: number) =>
  api.get(`/api/client/skills/${categoryId}`).then((r) => r.data);

export const getClientCustomSkillsRequest = (params: Query = {}) =>
  api.get("/api/client/custom_skills", { params }).then((r) => r.data);

// The talent's catalogue calls and profile update are typed in ./profile.ts.

export const JOBS_FIRST_PAGE = 1;
export const JOBS_PAGE_SIZE = 12;

export const getJobsRequest = (filters: Query = {}, page = JOBS_FIRST_PAGE, perPage = JOBS_PAGE_SIZE) =>
  api.get("/api/jobs", { params: { ...filters, page, per_page: perPage } }).then((r) => r.data);
