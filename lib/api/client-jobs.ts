import type { AxiosProgressEvent } from "axios";

import { skillSchema } from "@/lib/validation/catalog";
import { clientJobSchema, type ClientJob } from "@/lib/validation/client-job-responses";
import type { CreateJobInput, UpdateJobInput } from "@/lib/validation/client-jobs";
import { companySchema, type Company } from "@/lib/validation/company";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** What a company update may carry: only the fields given are sent; "" or null clears one. */
export type CompanyUpdate = {
  name?: string;
  website?: string | null;
  size?: string | null;
  about?: string | null;
  timezone?: string | null;
  work_start?: string | null;
  work_end?: string | null;
  logo?: File;
  remove_logo?: boolean;
};

function companyFormData(update: CompanyUpdate): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(update)) {
    if (value === undefined || value === false) continue;
    form.append(name, value === true ? "1" : (value ?? ""));
  }
  return form;
}

/** GET /api/client/company: the signed-in client's company. */
export const getCompanyRequest = async (): Promise<Company> =>
  one(companySchema).parse((await api.get("/api/client/company")).data).data;

/** POST /api/client/company as multipart (the logo is a file). */
export async function updateCompanyRequest(
  update: CompanyUpdate,
  options: { onUploadProgress?: (event: AxiosProgressEvent) => void } = {},
): Promise<Company> {
  const response = await api.post("/api/client/company", companyFormData(update), {
    onUploadProgress: options.onUploadProgress,
  });
  return one(companySchema).parse(response.data).data;
}

/** GET /api/client/jobs: the company's jobs in every state, with applicant counts per stage. */
export const listClientJobsRequest = async (): Promise<ClientJob[]> =>
  list(clientJobSchema).parse((await api.get("/api/client/jobs")).data).data;

/** POST /api/client/jobs: a draft, or an open job with `publish: true`. */
export const createClientJobRequest = async (input: CreateJobInput): Promise<ClientJob> =>
  one(clientJobSchema).parse((await api.post("/api/client/jobs", input)).data).data;

/** PATCH /api/client/jobs/{id}: edit fields and/or move the job (`status`: open or closed). */
export const patchClientJobRequest = async (id: number, input: UpdateJobInput): Promise<ClientJob> =>
  one(clientJobSchema).parse((await api.patch(`/api/client/jobs/${id}`, input)).data).data;

/** GET /api/client/skills/{id}: the skills of a category. */
export const clientSkillsRequest = async (categoryId: number, signal?: AbortSignal) =>
  list(skillSchema).parse((await api.get(`/api/client/skills/${categoryId}`, { signal })).data).data;

/** GET /api/client/custom_skills?search=: skills whose name contains `search`. */
export const clientCustomSkillsRequest = async (search: string, signal?: AbortSignal) =>
  list(skillSchema).parse((await api.get("/api/client/custom_skills", { params: { search }, signal })).data).data;
