import { api, bearer } from "./client";

type Query = Record<string, string | number | undefined>;

/** Catalogue calls of the spec; their answers are passed through as the server shapes them. */
export const getClientSkills = (categoryId: number) => api.get(`/api/client/skills/${categoryId}`).then((r) => r.data);

export const getClientCustomSkills = (params: Query = {}) =>
  api.get("/api/client/custom_skills", { params }).then((r) => r.data);

export const getTalentSkills = (categoryId: number) => api.get(`/api/talent/skills/${categoryId}`).then((r) => r.data);

export const getTalentCustomSkills = (params: Query = {}) =>
  api.get("/api/talent/custom_skills", { params }).then((r) => r.data);

export const getTalentJobInterests = (categoryId: number) =>
  api.get(`/api/talent/job-interests/${categoryId}`).then((r) => r.data);

export const getTalentIndustries = () => api.get("/api/talent/industries").then((r) => r.data);

/** The talent's profile form (multipart); the token is given explicitly, as the spec has it. */
export const updateTalentProfile = (form: FormData, token: string) =>
  api.post("/api/talent/profile_update", form, { headers: bearer(token) }).then((r) => r.data);

export const JOBS_FIRST_PAGE = 1;
export const JOBS_PAGE_SIZE = 12;

export const getJobs = (filters: Query = {}, page = JOBS_FIRST_PAGE, perPage = JOBS_PAGE_SIZE) =>
  api.get("/api/jobs", { params: { ...filters, page, per_page: perPage } }).then((r) => r.data);
