import { cardClass } from "@/components/ui/card";
import { INVOICE_PAGE as copy } from "@/lib/content/billing";
import { countryName } from "@/lib/content/countries";
import type { InvoiceJson } from "@/lib/validation/invoices";

type Party = InvoiceJson["seller"];

/** A seller or buyer as the invoice names them: address, country, VAT id and email. */
export function InvoiceParty({ heading, party }: { heading: string; party: Party }) {
  return (
    <section aria-label={heading} className={cardClass("p-4 shadow-sm sm:p-5")}>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{heading}</h2>
      <address className="mt-2 break-words text-sm not-italic leading-6 text-ink">
        <span className="block font-semibold">{party.name}</span>
        <span className="block">{party.address_line1}</span>
        {party.address_line2 ? <span className="block">{party.address_line2}</span> : null}
        <span className="block">
          {party.postal_code} {party.city}
        </span>
        <span className="block">{countryName(party.country) ?? party.country}</span>
        {party.vat_id ? <span className="mt-1 block text-ink-muted">{copy.vat(party.vat_id)}</span> : null}
        <span className="block text-ink-muted">{party.email}</span>
      </address>
    </section>
  );
}
