import { NotificationsCard } from "@/components/account/notifications-card";
import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { MANAGER_NOTIFICATIONS_COPY as copy } from "@/lib/content/notification-settings";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { readNotificationSettings } from "@/lib/server/notifications/settings-store";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/notifications",
  noIndex: true,
});

export default async function ConsoleNotificationsPage() {
  const manager = await requireManager("/admin/notifications");
  const settings = await readNotificationSettings(await getDb(), "manager", manager.id);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ConsolePageHeader title={copy.title} lead={copy.lead} />
      <NotificationsCard kind="manager" initial={settings} />
    </div>
  );
}
