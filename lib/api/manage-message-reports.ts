import { messageReportSchema, type MessageReportResolution } from "@/lib/validation/message-reports";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

/** POST /api/manage/message-reports/{id}/resolve: dismiss, or suspend the message's author. */
export async function resolveMessageReportRequest(id: number, resolution: MessageReportResolution) {
  const response = await api.post(`/api/manage/message-reports/${id}/resolve`, { resolution });
  return z.object({ data: messageReportSchema }).parse(response.data).data;
}
