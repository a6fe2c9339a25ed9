import { authedRoute } from "@/lib/server/http/api-handler";
import { invoiceAnswer, invoicePathParam } from "@/lib/server/invoices/invoice-document";
import { manageInvoice } from "@/lib/server/invoices/manage-invoices";

// GET /api/manage/invoices/[id] – any invoice or credit note: `12` as JSON, `12.pdf` the PDF, `12.xml` its UBL
export const GET = authedRoute<{ id: string }>("manager", async ({ db, params }) => {
  const { id, format } = invoicePathParam(params.id);
  return invoiceAnswer(await manageInvoice(db, id), format);
});
