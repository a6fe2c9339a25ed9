import "server-only";

import type { Invoice } from "@e-invoice-eu/core";

import { PLATFORM_REGISTRATION_ID } from "@/lib/invoices/payment-account";
import type { InvoiceTax } from "@/lib/invoices/tax";
import type { InvoiceJson } from "@/lib/validation/invoices";

// The country is checked against ISO 3166 by the generator's schema when it writes the XML.
type UblInvoice = Invoice["ubl:Invoice"];
type Country =
  UblInvoice["cac:AccountingSupplierParty"]["cac:Party"]["cac:PostalAddress"]["cac:Country"]["cbc:IdentificationCode"];

export const VAT = { "cbc:ID": "VAT" };

/** What the seller's and the buyer's parties share: address, names, contact. */
function partyBasics(party: InvoiceJson["seller"]) {
  return {
    // An electronic address is required by the Peppol rules the generator applies (PEPPOL-EN16931-R010, R020);
    // neither party has a Peppol id, so it is the party's billing email (scheme EM).
    "cbc:EndpointID": party.email,
    "cbc:EndpointID@schemeID": "EM" as const,
    "cac:PartyName": { "cbc:Name": party.name },
    "cac:PostalAddress": {
      "cbc:StreetName": party.address_line1,
      ...(party.address_line2 ? { "cbc:AdditionalStreetName": party.address_line2 } : {}),
      "cbc:CityName": party.city,
      "cbc:PostalZone": party.postal_code,
      "cac:Country": { "cbc:IdentificationCode": party.country.toUpperCase() as Country },
    },
    "cac:Contact": { "cbc:ElectronicMail": party.email },
  };
}

// BR-O-02: an invoice not subject to VAT may carry neither party's VAT id, so `showsVatIds` leaves a known one out.
const vatId = (party: InvoiceJson["seller"], tax: InvoiceTax) =>
  tax.showsVatIds && party.vat_id ? { "cbc:CompanyID": party.vat_id, "cac:TaxScheme": VAT } : null;

export function sellerParty(seller: InvoiceJson["seller"], tax: InvoiceTax): UblInvoice["cac:AccountingSupplierParty"] {
  const vat = vatId(seller, tax);
  return {
    "cac:Party": {
      ...partyBasics(seller),
      ...(vat ? { "cac:PartyTaxScheme": [vat] } : {}),
      // BT-30: with no VAT id (category O), BR-CO-26 still needs an identifier of the seller.
      "cac:PartyLegalEntity": { "cbc:RegistrationName": seller.name, "cbc:CompanyID": PLATFORM_REGISTRATION_ID },
    },
  };
}

export function buyerParty(buyer: InvoiceJson["buyer"], tax: InvoiceTax): UblInvoice["cac:AccountingCustomerParty"] {
  const vat = vatId(buyer, tax);
  return {
    "cac:Party": {
      ...partyBasics(buyer),
      ...(vat ? { "cac:PartyTaxScheme": vat } : {}),
      "cac:PartyLegalEntity": { "cbc:RegistrationName": buyer.name },
    },
  };
}
