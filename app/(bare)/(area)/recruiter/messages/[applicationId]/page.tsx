import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConversationView } from "@/components/messages/conversation-view";
import { clientInboxItem } from "@/components/messages/inbox-item";
import { MessagesLayout } from "@/components/messages/messages-layout";
import { MESSAGES_COPY } from "@/lib/content/messages";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { clientInbox } from "@/lib/server/conversations/inbox";
import { openConversation } from "@/lib/server/conversations/open-conversation";
import { getDb } from "@/lib/server/db/client";

type Params = { params: Promise<{ applicationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { applicationId } = await params;
  return createMetadata({
    title: MESSAGES_COPY.title,
    description: "A conversation with an applicant.",
    path: `/recruiter/messages/${encodeURIComponent(applicationId)}`,
    noIndex: true,
  });
}

export default async function RecruiterConversationPage({ params }: Params) {
  const { applicationId } = await params;
  const account = await requireAreaSession("client", `/recruiter/messages/${encodeURIComponent(applicationId)}`);
  const db = await getDb();
  const [open, inbox] = await Promise.all([
    openConversation(db, "client", accountRowId(account), applicationId),
    clientInbox(db, accountRowId(account), new URLSearchParams()),
  ]);
  if (!open) notFound();
  return (
    <MessagesLayout
      side="client"
      basePath="/recruiter/messages"
      inbox={inbox.data.map(clientInboxItem)}
      current={open.context.application_id}
    >
      <ConversationView
        key={open.context.application_id}
        side="client"
        context={open.context}
        initial={open.page}
        inboxHref="/recruiter/messages"
        applicationHref={`/recruiter/jobs/${open.context.job.id}/applicants`}
      />
    </MessagesLayout>
  );
}
