import "server-only";

import { todayUtc } from "@/lib/format/date-time";

import { validationFailed } from "../http/errors";

/** A payment's date may not lie in the future (UTC). */
export function assertPaidOnNotFuture(paidOn: string, now: Date = new Date()): void {
  if (paidOn > todayUtc(now)) throw validationFailed({ paid_on: ["The payment date may not be in the future."] });
}
