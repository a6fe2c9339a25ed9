import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { EngagementDetail } from "@/components/engagements/engagement-detail";
import { ENGAGEMENTS_PAGE } from "@/lib/content/engagements";
import { createMetadata } from "@/lib/seo/metadata";
import { requireAreaSession } from "@/lib/server/auth/area-session";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  return createMetadata({
    title: ENGAGEMENTS_PAGE.title,
    description: ENGAGEMENTS_PAGE.clientLead,
    path: `/recruiter/engagements/${encodeURIComponent(id)}`,
    noIndex: true,
  });
}

export default async function RecruiterEngagementPage({ params }: Params) {
  const { id } = await params;
  await requireAreaSession("client", `/recruiter/engagements/${encodeURIComponent(id)}`);
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) notFound();
  return <EngagementDetail side="client" id={Number(id)} />;
}
