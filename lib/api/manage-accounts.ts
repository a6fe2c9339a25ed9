import type { MemberKind } from "@/lib/accounts/kinds";
import {
  endSessionsResponseSchema,
  invitationRevocationResponseSchema,
  inviteResponseSchema,
  managerEndSessionsResponseSchema,
  managerSuspensionResponseSchema,
  suspensionResponseSchema,
} from "@/lib/validation/manage-accounts";

import { api } from "./client";

const accountPath = (kind: MemberKind, id: number, action: string) => `/api/manage/accounts/${kind}/${id}/${action}`;

/** POST …/suspend { reason }: the jobs the suspension closed. */
export async function suspendAccountRequest(kind: MemberKind, id: number, reason: string) {
  return suspensionResponseSchema.parse((await api.post(accountPath(kind, id, "suspend"), { reason })).data).data;
}

/** POST …/reinstate: the jobs that came back. */
export async function reinstateAccountRequest(kind: MemberKind, id: number) {
  return suspensionResponseSchema.parse((await api.post(accountPath(kind, id, "reinstate"))).data).data;
}

/** POST …/end-sessions: how many sessions ended. */
export async function endAccountSessionsRequest(kind: MemberKind, id: number): Promise<number> {
  return endSessionsResponseSchema.parse((await api.post(accountPath(kind, id, "end-sessions"))).data).data
    .ended_sessions;
}

/** POST /api/manage/invites { email }: the invitation, with its link. */
export async function inviteManagerRequest(email: string) {
  return inviteResponseSchema.parse((await api.post("/api/manage/invites", { email })).data).data;
}

const managerPath = (id: number, action: string) => `/api/manage/managers/${id}/${action}`;

/** POST /api/manage/managers/{id}/suspend { reason }: the suspension and the invitations it revoked. */
export async function suspendManagerRequest(id: number, reason: string) {
  return managerSuspensionResponseSchema.parse((await api.post(managerPath(id, "suspend"), { reason })).data).data;
}

/** POST /api/manage/managers/{id}/reinstate. */
export async function reinstateManagerRequest(id: number) {
  return managerSuspensionResponseSchema.parse((await api.post(managerPath(id, "reinstate"))).data).data;
}

/** POST /api/manage/managers/{id}/end-sessions: how many sessions ended. */
export async function endManagerSessionsRequest(id: number): Promise<number> {
  return managerEndSessionsResponseSchema.parse((await api.post(managerPath(id, "end-sessions"))).data).data
    .ended_sessions;
}

/** POST /api/manage/invites/{id}/revoke: the invitation, now revoked. */
export async function revokeInvitationRequest(id: number) {
  return invitationRevocationResponseSchema.parse((await api.post(`/api/manage/invites/${id}/revoke`)).data).data;
}
