import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listClientInvoices } from "@/lib/server/invoices/client-invoices";

// GET /api/client/invoices – the company's invoices and credit notes, newest first
export const GET = authedRoute("client", async ({ db, account }) => ok(await listClientInvoices(db, account.id)));
