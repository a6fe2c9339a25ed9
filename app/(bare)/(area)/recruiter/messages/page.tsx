import { clientInboxItem } from "@/components/messages/inbox-item";
import { MessagesLayout } from "@/components/messages/messages-layout";
import { MESSAGES_COPY } from "@/lib/content/messages";
import { createMetadata } from "@/lib/seo/metadata";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { clientInbox } from "@/lib/server/conversations/inbox";
import { getDb } from "@/lib/server/db/client";

export const metadata = createMetadata({
  title: MESSAGES_COPY.title,
  description: "Your conversations with applicants.",
  path: "/recruiter/messages",
  noIndex: true,
});

export default async function RecruiterMessagesPage() {
  const account = await requireAreaSession("client", "/recruiter/messages");
  const inbox = await clientInbox(await getDb(), accountRowId(account), new URLSearchParams());
  return (
    <MessagesLayout
      side="client"
      basePath="/recruiter/messages"
      inbox={inbox.data.map(clientInboxItem)}
      current={null}
    />
  );
}
