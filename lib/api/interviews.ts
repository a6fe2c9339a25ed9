import type { MemberKind } from "@/lib/accounts/kinds";
import { clientInterviewsListSchema, type ClientInterview } from "@/lib/validation/client-interviews";
import {
  interviewFeedbackSchema,
  type FeedbackRequest,
  type InterviewFeedback,
} from "@/lib/validation/interview-feedback";
import {
  interviewSchema,
  interviewsListSchema,
  interviewSlotsSchema,
  type ClientRescheduleRequest,
  type Interview,
  type InterviewSlotsAnswer,
  type ProposeRequest,
} from "@/lib/validation/interviews";
import { z } from "@/lib/validation/zod";

import { api } from "./client";
import { fileNameFromDisposition } from "./profile-export";

const one = z.object({ data: interviewSchema });

/** GET /api/client/applications/{id}/interview-slots: open starts in both working days, or where they come closest. */
export async function interviewSlotsRequest(
  applicationId: number,
  duration: number,
  signal?: AbortSignal,
): Promise<InterviewSlotsAnswer> {
  const response = await api.get(`/api/client/applications/${applicationId}/interview-slots`, {
    params: { duration },
    signal,
  });
  return interviewSlotsSchema.parse(response.data);
}

/** POST /api/client/applications/{id}/interviews: offer 3–10 slots (201, `proposed`). */
export async function proposeInterviewRequest(applicationId: number, body: ProposeRequest): Promise<Interview> {
  const response = await api.post(`/api/client/applications/${applicationId}/interviews`, body);
  return one.parse(response.data).data;
}

/** GET /api/client/interviews: the company's interviews, each with its private scorecard. */
export async function clientInterviewsRequest(signal?: AbortSignal): Promise<ClientInterview[]> {
  const response = await api.get("/api/client/interviews", { signal });
  return clientInterviewsListSchema.parse(response.data).data;
}

/** GET /api/talent/interviews: the talent's own interviews. */
export async function talentInterviewsRequest(signal?: AbortSignal): Promise<Interview[]> {
  const response = await api.get("/api/talent/interviews", { signal });
  return interviewsListSchema.parse(response.data).data;
}

/** POST /api/talent/interviews/{id}/book: one of the offered starts (409 taken, 422 not offered). */
export async function bookInterviewRequest(interviewId: number, start: string): Promise<Interview> {
  const response = await api.post(`/api/talent/interviews/${interviewId}/book`, { start });
  return one.parse(response.data).data;
}

/** POST /api/client/interviews/{id}/reschedule: new slots (the rest stays unless given). */
export async function clientRescheduleRequest(interviewId: number, body: ClientRescheduleRequest): Promise<Interview> {
  const response = await api.post(`/api/client/interviews/${interviewId}/reschedule`, body);
  return one.parse(response.data).data;
}

/** POST /api/talent/interviews/{id}/reschedule: give a booking up, back to the slots still offered. */
export async function talentRescheduleRequest(interviewId: number): Promise<Interview> {
  const response = await api.post(`/api/talent/interviews/${interviewId}/reschedule`, {});
  return one.parse(response.data).data;
}

/** POST /api/{side}/interviews/{id}/cancel with a reason. */
export async function cancelInterviewRequest(
  side: MemberKind,
  interviewId: number,
  reason: string,
): Promise<Interview> {
  const response = await api.post(`/api/${side}/interviews/${interviewId}/cancel`, { reason });
  return one.parse(response.data).data;
}

/** GET /api/{side}/interviews/{id}/invite.ics: the booked interview as a calendar file (needs the bearer). */
export async function interviewIcsRequest(
  side: MemberKind,
  interviewId: number,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get<Blob>(`/api/${side}/interviews/${interviewId}/invite.ics`, { responseType: "blob" });
  const fileName = fileNameFromDisposition(response.headers["content-disposition"]);
  return { blob: response.data, fileName: fileName.endsWith(".ics") ? fileName : `interview-${interviewId}.ics` };
}

/** POST /api/client/interviews/{id}/feedback: the scorecard (a second call replaces it). */
export async function saveFeedbackRequest(interviewId: number, body: FeedbackRequest): Promise<InterviewFeedback> {
  const response = await api.post(`/api/client/interviews/${interviewId}/feedback`, body);
  return z.object({ data: interviewFeedbackSchema }).parse(response.data).data;
}
