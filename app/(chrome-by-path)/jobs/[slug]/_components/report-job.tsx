"use client";

import dynamic from "next/dynamic";

import { useAuthUser } from "@/components/auth/use-auth-user";

// The dialog, its form and the report API load only for someone signed in: visitors never see "Report this job".
const ReportJobDialog = dynamic(() => import("./report-job-dialog").then((module) => module.ReportJobDialog), {
  ssr: false,
});

/** The job page's "Report this job" for signed-in talent and recruiters. */
export function ReportJob({ slug }: { slug: string }) {
  return useAuthUser() ? <ReportJobDialog slug={slug} /> : null;
}
