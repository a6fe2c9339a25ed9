import type { AxiosProgressEvent } from "axios";

import { industrySchema, jobInterestSchema, skillSchema } from "@/lib/validation/catalog";
import {
  ownProfileResponseSchema,
  talentInfoResponseSchema,
  type OwnProfile,
  type TalentUser,
} from "@/lib/validation/profile";
import { z } from "@/lib/validation/zod";
import { useAuthStore } from "@/store/auth-store";

import { api, bearer } from "./client";
import { profileFormData, type ProfileUpdate } from "./profile-form-data";
import { tokenFor } from "./token-storage";

export type { ProfileUpdate } from "./profile-form-data";

export const NOT_SIGNED_IN = "Your session has ended. Please log in again.";

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** GET /api/talent/profile: the signed-in talent's own profile. */
export async function getOwnProfileRequest(): Promise<OwnProfile> {
  const response = await api.get("/api/talent/profile");
  return ownProfileResponseSchema.parse(response.data).data;
}

/** The talent's token from the auth store (or its storage key): the profile update always sends it explicitly. */
function talentToken(): string {
  const { token, user } = useAuthStore.getState();
  const stored = user?.type === "talent" ? token : null;
  const found = stored ?? tokenFor("talent");
  if (!found) throw new Error(NOT_SIGNED_IN);
  return found;
}

/** POST /api/talent/profile_update as multipart, with the bearer token given explicitly. */
export async function updateProfileRequest(
  update: ProfileUpdate,
  options: { onUploadProgress?: (event: AxiosProgressEvent) => void } = {},
): Promise<TalentUser> {
  const response = await api.post("/api/talent/profile_update", profileFormData(update), {
    headers: bearer(talentToken()),
    onUploadProgress: options.onUploadProgress,
  });
  return talentInfoResponseSchema.parse(response.data).data;
}

/** GET /api/talent/skills/{id}: the skills of a category. */
export const talentSkillsRequest = async (categoryId: number) =>
  list(skillSchema).parse((await api.get(`/api/talent/skills/${categoryId}`)).data).data;

/** GET /api/talent/custom_skills?search=: skills whose name contains `search`. */
export const customSkillsRequest = async (search: string, signal?: AbortSignal) =>
  list(skillSchema).parse((await api.get("/api/talent/custom_skills", { params: { search }, signal })).data).data;

/** GET /api/talent/job-interests/{id}: the job interests of a category. */
export const jobInterestsRequest = async (categoryId: number) =>
  list(jobInterestSchema).parse((await api.get(`/api/talent/job-interests/${categoryId}`)).data).data;

/** GET /api/talent/industries. */
export const industriesRequest = async () =>
  list(industrySchema).parse((await api.get("/api/talent/industries")).data).data;
