import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { LiveEventsProvider } from "@/components/live/live-events";
import { areaAccount } from "@/lib/server/auth/area-session";

// /talent/…: the talent's workspace. Without a live session the page itself sends the visitor to sign-in,
// with its own path as the callbackUrl, so the layout only draws the shell for a signed-in talent.
export default async function TalentLayout({ children }: { children: React.ReactNode }) {
  const account = await areaAccount("talent");
  if (!account) return children;
  return (
    // The sidebar's unread badge listens to live events too, so the whole shell sits inside the stream.
    <LiveEventsProvider kind="talent">
      <DashboardShell area="talent" userName={account.name}>
        {children}
      </DashboardShell>
    </LiveEventsProvider>
  );
}
