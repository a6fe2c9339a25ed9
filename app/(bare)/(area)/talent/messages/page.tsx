import { talentInboxItem } from "@/components/messages/inbox-item";
import { MessagesLayout } from "@/components/messages/messages-layout";
import { MESSAGES_COPY } from "@/lib/content/messages";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { talentInbox } from "@/lib/server/conversations/inbox";
import { getDb } from "@/lib/server/db/client";

export const metadata = createMetadata({
  title: MESSAGES_COPY.title,
  description: "Your conversations with the companies you applied to.",
  path: "/talent/messages",
  noIndex: true,
});

export default async function TalentMessagesPage() {
  const account = await requireAreaSession("talent", "/talent/messages");
  const inbox = await talentInbox(await getDb(), accountRowId(account), new URLSearchParams());
  return (
    <MessagesLayout side="talent" basePath="/talent/messages" inbox={inbox.data.map(talentInboxItem)} current={null} />
  );
}
