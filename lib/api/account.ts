import { api } from "./client";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import type { PasswordChangeRequest } from "@/lib/validation/password-change";
import type { UserType } from "./types";

/** POST /api/{kind}/password: the server's sentence on success; 422 names the field at fault. */
export async function changePassword(kind: UserType, fields: PasswordChangeRequest): Promise<string> {
  const response = await api.post(`/api/${kind}/password`, fields);
  return accountMessageResponseSchema.parse(response.data).data.message;
}

/** POST /api/{kind}/logout-all: every token of the account is revoked, the one sending this too. */
export async function logoutEverywhere(kind: UserType): Promise<void> {
  await api.post(`/api/${kind}/logout-all`);
}
