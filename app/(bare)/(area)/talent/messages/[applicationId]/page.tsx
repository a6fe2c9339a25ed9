import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConversationView } from "@/components/messages/conversation-view";
import { talentInboxItem } from "@/components/messages/inbox-item";
import { MessagesLayout } from "@/components/messages/messages-layout";
import { MESSAGES_COPY } from "@/lib/content/messages";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { talentInbox } from "@/lib/server/conversations/inbox";
import { openConversation } from "@/lib/server/conversations/open-conversation";
import { getDb } from "@/lib/server/db/client";

type Params = { params: Promise<{ applicationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { applicationId } = await params;
  return createMetadata({
    title: MESSAGES_COPY.title,
    description: "A conversation about one of your applications.",
    path: `/talent/messages/${encodeURIComponent(applicationId)}`,
    noIndex: true,
  });
}

export default async function TalentConversationPage({ params }: Params) {
  const { applicationId } = await params;
  const account = await requireAreaSession("talent", `/talent/messages/${encodeURIComponent(applicationId)}`);
  const db = await getDb();
  const [open, inbox] = await Promise.all([
    openConversation(db, "talent", accountRowId(account), applicationId),
    talentInbox(db, accountRowId(account), new URLSearchParams()),
  ]);
  if (!open) notFound();
  return (
    <MessagesLayout
      side="talent"
      basePath="/talent/messages"
      inbox={inbox.data.map(talentInboxItem)}
      current={open.context.application_id}
    >
      <ConversationView
        key={open.context.application_id}
        side="talent"
        context={open.context}
        initial={open.page}
        inboxHref="/talent/messages"
        applicationHref={`/talent/applications#application-${open.context.application_id}`}
      />
    </MessagesLayout>
  );
}
