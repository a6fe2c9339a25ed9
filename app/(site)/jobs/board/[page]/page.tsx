import { notFound } from "next/navigation";
import { jobsPageCopy } from "@/lib/content/jobs";
import { createMetadata } from "@/lib/seo/metadata";
import { JobsBoard } from "../../_components/jobs-board";

/*
 * The unfiltered first page of /jobs, the board's busiest view, rendered once and then served from Next's
 * cache, re-rendered in the background at most every REVALIDATE_S seconds: a new or closed job shows there
 * within that time (every filtered view stays live). proxy.ts rewrites a bare /jobs here, so the address stays /jobs.
 * Nothing is rendered at build time (no database there): the first request renders it.
 */
export const revalidate = 30;
export const dynamicParams = true;
export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

export const metadata = createMetadata({
  title: jobsPageCopy.title,
  description: jobsPageCopy.lead,
  path: "/jobs",
});

export default async function CachedJobsBoardPage({ params }: { params: Promise<{ page: string }> }) {
  if ((await params).page !== "1") notFound();
  return <JobsBoard filters={{}} cached />;
}
