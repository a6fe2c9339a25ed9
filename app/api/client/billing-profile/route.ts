import { getBillingProfile, putBillingProfile } from "@/lib/server/billing-profiles/billing-profile";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/client/billing-profile – who the company's invoices are made out and mailed to; null until saved
export const GET = authedRoute("client", async ({ db, account }) => ok(await getBillingProfile(db, account.id)));

// PUT /api/client/billing-profile – save it whole (required before the first invoice)
export const PUT = authedRoute("client", async ({ db, account, request }) =>
  ok(await putBillingProfile(db, account.id, request)),
);
