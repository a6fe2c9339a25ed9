import type { MemberKind } from "@/lib/accounts/kinds";
import type { AccountDeleteRequest } from "@/lib/validation/account-delete";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import type { EmailChangeRequest } from "@/lib/validation/email-change";
import type { PasswordChangeRequest } from "@/lib/validation/password-change";

import { api } from "./client";

/** POST /api/{kind}/password: the server's sentence on success; 422 names the field at fault. */
export async function changePasswordRequest(kind: MemberKind, fields: PasswordChangeRequest): Promise<string> {
  const response = await api.post(`/api/${kind}/password`, fields);
  return accountMessageResponseSchema.parse(response.data).data.message;
}

/** POST /api/{kind}/logout-all: every token of the account is revoked, the one sending this too. */
export async function logoutEverywhereRequest(kind: MemberKind): Promise<void> {
  await api.post(`/api/${kind}/logout-all`);
}

/** POST /api/{kind}/email/change: a confirmation link goes to the new address; the server's sentence on success. */
export async function requestEmailChangeRequest(kind: MemberKind, fields: EmailChangeRequest): Promise<string> {
  const response = await api.post(`/api/${kind}/email/change`, fields);
  return accountMessageResponseSchema.parse(response.data).data.message;
}

/** POST /api/{kind}/email/confirm-change with the link's token: the new address becomes the account's. */
export async function confirmEmailChangeRequest(kind: MemberKind, token: string): Promise<string> {
  const response = await api.post(`/api/${kind}/email/confirm-change`, { token });
  return accountMessageResponseSchema.parse(response.data).data.message;
}

/** POST /api/{kind}/account/delete: with the current password (or, for a Google account, the email typed out). */
export async function deleteAccountRequest(kind: MemberKind, fields: AccountDeleteRequest): Promise<void> {
  await api.post(`/api/${kind}/account/delete`, fields);
}
