import { authedRoute } from "@/lib/server/http/api-handler";
import { clientInvoice } from "@/lib/server/invoices/client-invoices";
import { invoiceAnswer, invoicePathParam } from "@/lib/server/invoices/invoice-document";

// GET /api/client/invoices/[id] – one of the company's invoices: `12` as JSON, `12.pdf` the PDF, `12.xml` its UBL
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) => {
  const { id, format } = invoicePathParam(params.id);
  return invoiceAnswer(await clientInvoice(db, account.id, id), format);
});
