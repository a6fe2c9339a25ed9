import { PDFParse } from "pdf-parse";
import { beforeAll, expect, it } from "vitest";

import { GET as clientOne } from "@/app/api/client/invoices/[id]/route";
import { GET as manageOne } from "@/app/api/manage/invoices/[id]/route";
import { POST as voidRoute } from "@/app/api/manage/invoices/[id]/void/route";
import { formatInvoiceMoney, minorToDecimal } from "@/lib/invoices/amounts";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";

import { registeredManager } from "../support/accounts";
import { buildRequest, call } from "../support/api-client";
import { approvedMilestone, approvedWeek, billedClient, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { en16931Violations } from "../support/en16931-rules";
import { describeOnEachDatabase } from "../support/test-db";
import { all, parseUbl, text as text_ } from "../support/ubl-xml";

type Route = typeof clientOne;
const fetchFile = (route: Route, token: string, id: string) =>
  route(buildRequest({ token, path: `/api/test/${id}` }), { params: Promise.resolve({ id }) });

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

describeOnEachDatabase("invoice downloads", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  it("serves the PDF and the EN 16931 XML to the company and the managers, named by the invoice number", async () => {
    const client = await billedClient(db());
    const hourly = await oneEngagement(db(), client.companyId, {
      contractType: "hourly",
      rateMinor: 4_555,
      startDate: "2026-10-01",
    });
    await approvedWeek(db(), hourly.engagementId, "2026-11-23", 20);
    const project = await oneEngagement(db(), client.companyId, {
      contractType: "project",
      rateMinor: 250_000,
      startDate: "2026-10-01",
      milestones: [{ name: "Payments API", amount_minor: 250_000 }],
    });
    await approvedMilestone(db(), project.engagementId, 1, new Date("2026-11-12T09:00:00Z"));
    await closeMonth(db(), "2026-11", new Date("2026-12-01T06:00:00Z"));
    const [invoice] = await invoicesOf(db(), client.companyId);

    for (const [route, token] of [
      [clientOne, client.token],
      [manageOne, manager],
    ] as const) {
      const response = await fetchFile(route, token, `${invoice!.id}.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${invoice!.number}.pdf"`);
      const text = await pdfText(response);
      expect(text).toContain(invoice!.number);
      expect(text).toContain(formatInvoiceMoney(invoice!.totalMinor, "USD"));
      expect(text).toContain("Milestone 1: Payments API");

      const xml = await fetchFile(route, token, `${invoice!.id}.xml`);
      expect(xml.status).toBe(200);
      expect(xml.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(xml.headers.get("content-disposition")).toBe(`attachment; filename="${invoice!.number}.xml"`);
      const body = await xml.text();
      expect(en16931Violations(body)).toEqual([]);
      const { kind, doc } = parseUbl(body);
      expect(kind).toBe("Invoice");
      expect(text_(doc, "cbc:CustomizationID")).toContain("urn:cen.eu:en16931:2017");
      expect(text_(doc, "cbc:ID")).toBe(invoice!.number);
      const lineSum = invoice!.lines.reduce((sum, line) => sum + line.amountMinor, 0);
      expect(text_(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe(minorToDecimal(lineSum, "USD"));
      expect(all(doc, "cac:InvoiceLine")).toHaveLength(invoice!.lines.length);
    }
  });

  it("serves a void invoice's credit note as a UBL CreditNote naming the invoice, and a trial credit as a line", async () => {
    const client = await billedClient(db());
    const trial = await oneEngagement(db(), client.companyId, {
      contractType: "hourly",
      currency: "EUR",
      rateMinor: 6_000,
      startDate: "2026-11-02",
      endedOn: "2026-11-05",
      trialEndedEarly: true,
    });
    await approvedWeek(db(), trial.engagementId, "2026-11-02", 300);
    const kept = await oneEngagement(db(), client.companyId, {
      contractType: "full_time",
      currency: "EUR",
      rateMinor: 450_000,
      startDate: "2026-11-18",
    });
    await closeMonth(db(), "2026-11", new Date("2026-12-01T06:00:00Z"));
    const [invoice] = await invoicesOf(db(), client.companyId);
    expect(invoice!.lines.map((l) => l.kind)).toEqual(["hours", "trial_credit", "full_time"]);
    expect(invoice!.lines[2]!.engagementId).toBe(kept.engagementId);
    const xml = await (await fetchFile(clientOne, client.token, `${invoice!.id}.xml`)).text();
    expect(en16931Violations(xml)).toEqual([]);
    expect(text_(parseUbl(xml).doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe(
      minorToDecimal(invoice!.totalMinor, "EUR"),
    );

    const voided = await call(voidRoute, {
      token: manager,
      params: { id: String(invoice!.id) },
      json: { reason: "Issued twice" },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const note = voided.body.data.credit_note as { id: number; number: string };
    const noteXml = await fetchFile(clientOne, client.token, `${note.id}.xml`);
    expect(noteXml.headers.get("content-disposition")).toBe(`attachment; filename="${note.number}.xml"`);
    const noteBody = await noteXml.text();
    expect(en16931Violations(noteBody)).toEqual([]);
    const parsed = parseUbl(noteBody);
    expect(parsed.kind).toBe("CreditNote");
    expect(text_(parsed.doc, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe(invoice!.number);
    const notePdf = await pdfText(await fetchFile(manageOne, manager, `${note.id}.pdf`));
    expect(notePdf).toContain(note.number);
    expect(notePdf).toContain(invoice!.number);
  });
});
