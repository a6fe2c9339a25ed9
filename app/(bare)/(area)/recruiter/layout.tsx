import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { LiveEventsProvider } from "@/components/live/live-events";
import { areaAccount } from "@/lib/server/auth/area-session";

// /recruiter/…: the recruiter's workspace. Without a live session the page itself sends the visitor to
// sign-in, with its own path as the callbackUrl, so the layout only draws the shell for a signed-in client.
export default async function RecruiterLayout({ children }: { children: React.ReactNode }) {
  const account = await areaAccount("client");
  if (!account) return children;
  return (
    // The sidebar's unread badge listens to live events too, so the whole shell sits inside the stream.
    <LiveEventsProvider kind="client">
      <DashboardShell area="recruiter" userName={account.name}>
        {children}
      </DashboardShell>
    </LiveEventsProvider>
  );
}
