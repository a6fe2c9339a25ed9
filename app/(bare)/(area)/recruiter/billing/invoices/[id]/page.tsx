import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { INVOICE_PAGE } from "@/lib/content/billing";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

import { InvoiceView } from "./_components/invoice-view";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  return createMetadata({
    title: INVOICE_PAGE.title,
    description: INVOICE_PAGE.description,
    path: `/recruiter/billing/invoices/${encodeURIComponent(id)}`,
    noIndex: true,
  });
}

export default async function RecruiterInvoicePage({ params }: Params) {
  const { id } = await params;
  await requireAreaSession("client", `/recruiter/billing/invoices/${encodeURIComponent(id)}`);
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) notFound();
  return <InvoiceView id={Number(id)} />;
}
