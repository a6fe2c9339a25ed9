import { isAxiosError } from "axios";

import { apiErrorMessage } from "@/lib/api/errors";
import { TALENT_OFFER_COPY } from "@/lib/content/offers";

/**
 * What an accept or decline dialog shows for a failure. A 409 means the offer is no longer open (withdrawn, expired,
 * answered elsewhere): the dialog closes and the card says so, with the server's words when it gave some.
 */
export function offerAnswerFailure(error: unknown, close: () => void, onGone: (message: string) => void) {
  if (!(isAxiosError(error) && error.response?.status === 409)) return apiErrorMessage(error, TALENT_OFFER_COPY.failed);
  close();
  const said = apiErrorMessage(error, "");
  onGone(said ? `${said} ${TALENT_OFFER_COPY.gone}` : TALENT_OFFER_COPY.gone);
  return null;
}
