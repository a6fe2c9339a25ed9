import Link from "next/link";
import { notFound } from "next/navigation";

import { AuthCard, AuthOutcome } from "@/components/auth/auth-card";
import { buttonClass } from "@/components/ui/button-styles";
import { ENGAGEMENT_ACTIONS_COPY as copy } from "@/lib/content/engagement-actions";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { goneMessage, readEngagementAction } from "@/lib/server/engagement-actions/engagement-actions";
import { ApiError } from "@/lib/server/http/errors";

import { ActionForm } from "./_components/action-form";
import { EngagementTerms } from "./_components/engagement-terms";

export const dynamic = "force-dynamic";

export const metadata = createMetadata({
  title: "Your engagement",
  description: "End an engagement or reduce its weekly hours from your weekly summary.",
  path: "/engagement-actions",
  noIndex: true,
});

// Reading the page never uses the link: mail scanners open links before their recipient does.
export default async function EngagementActionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await readEngagementAction(await getDb(), token).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  return (
    <AuthCard title={copy.title[view.action]} lead={copy.lead}>
      <EngagementTerms view={view} />
      {view.state === "ready" ? (
        <ActionForm token={token} view={view} />
      ) : (
        <AuthOutcome tone="error" title={copy.goneTitle} text={goneMessage(view.state)}>
          <Link href="/recruiter/engagements" className={buttonClass("secondary", "md")}>
            {copy.workspace}
          </Link>
        </AuthOutcome>
      )}
    </AuthCard>
  );
}
