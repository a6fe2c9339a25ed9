import { PDFParse } from "pdf-parse";
import { beforeAll, expect, it } from "vitest";

import { GET as clientOne } from "@/app/api/client/invoices/[id]/route";
import { GET as manageOne } from "@/app/api/manage/invoices/[id]/route";
import { formatInvoiceMoney } from "@/lib/invoices/amounts";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { closeMonth } from "@/lib/server/invoices/month-close";

import { registeredManager } from "../support/accounts";
import { buildRequest } from "../support/api-client";
import { approvedMilestone, approvedWeek, billedClient, invoicesOf, oneEngagement } from "../support/billing-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

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

  it("serves the PDF to the company and the managers, named by the invoice number, holding its number and total", async () => {
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
    }
  });
});
