import type { MemberKind } from "@/lib/accounts/kinds";
import {
  engagementReviewsAnswerSchema,
  managedReviewAnswerSchema,
  reviewAnswerSchema,
  type ReviewRequest,
} from "@/lib/validation/reviews";

import { api } from "./client";

/** GET /api/{talent|client}/engagements/{id}/reviews: the window's end, mine, and theirs once released. */
export async function engagementReviewsRequest(kind: MemberKind, engagementId: number) {
  const response = await api.get(`/api/${kind}/engagements/${engagementId}/reviews`);
  return engagementReviewsAnswerSchema.parse(response.data).data;
}

/** POST /api/{talent|client}/engagements/{id}/review: once per side, aspects from the talent only. */
export async function writeReviewRequest(kind: MemberKind, engagementId: number, review: ReviewRequest) {
  const response = await api.post(`/api/${kind}/engagements/${engagementId}/review`, review);
  return reviewAnswerSchema.parse(response.data).data;
}

/** POST /api/manage/reviews/{id}/hide: hidden from the other side and the ratings, with a reason. */
export async function hideReviewRequest(reviewId: number, reason: string) {
  const response = await api.post(`/api/manage/reviews/${reviewId}/hide`, { reason });
  return managedReviewAnswerSchema.parse(response.data).data;
}
