import { savedSearchOffer } from "@/lib/alerts/saved-search-offer";

import { SaveSearchButton } from "./save-search-button";

/** The board's "Save this search": the offer is worked out here, on the server; the button shows it to a talent. */
export function SaveSearch({ filters }: { filters: Record<string, string> }) {
  const offer = savedSearchOffer(filters);
  return offer ? <SaveSearchButton query={offer.query} suggested={offer.suggested} /> : null;
}
