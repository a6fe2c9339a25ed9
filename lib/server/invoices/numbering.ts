import "server-only";

import { sql } from "drizzle-orm";

import { formatInvoiceNumber, type InvoiceKind } from "@/lib/invoices/states";

import { invoiceNumberSequences } from "../db/schema";
import type { Db } from "../db/types";

/**
 * The next number of `kind` in `year`, taken inside the transaction that issues the document: the upsert locks the
 * (kind, year) row until that transaction ends, so a concurrent issue waits for it, and a rollback gives the number
 * back. No gap, no duplicate, across instances.
 */
export async function takeInvoiceNumber(tx: Db, kind: InvoiceKind, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberSequences)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSequences.kind, invoiceNumberSequences.year],
      set: { lastNumber: sql`${invoiceNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSequences.lastNumber });
  return formatInvoiceNumber(kind, year, row!.lastNumber);
}
