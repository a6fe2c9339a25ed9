import type { ClientConversation, Message, TalentConversation } from "@/lib/validation/conversations";

/** One inbox row, the same for both sides: the other party, the job, the last message and the unread count. */
export type InboxItem = {
  applicationId: number;
  name: string;
  avatarUrl: string | null;
  jobTitle: string;
  lastMessage: Message;
  unread: number;
};

export const talentInboxItem = (c: TalentConversation): InboxItem => ({
  applicationId: c.application.id,
  name: c.company.name,
  avatarUrl: c.company.logo_url,
  jobTitle: c.application.job.title,
  lastMessage: c.last_message,
  unread: c.unread,
});

export const clientInboxItem = (c: ClientConversation): InboxItem => ({
  applicationId: c.application.id,
  name: c.talent.name,
  avatarUrl: c.talent.avatar_url,
  jobTitle: c.application.job.title,
  lastMessage: c.last_message,
  unread: c.unread,
});
