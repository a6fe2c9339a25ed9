import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ManagerMenu } from "@/components/manage/manager-menu";
import { ManagerTokenSync } from "@/components/manage/manager-token-sync";
import { currentManager } from "@/lib/server/manage/manager-session";

// /admin/…: the manager's console. Without a live manager session each page sends the visitor to the
// console's sign-in (requireManager), so the layout only draws the shell for a signed-in manager.
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const manager = await currentManager();
  if (!manager) return children;
  return (
    <DashboardShell area="admin" userName={manager.name} userMenu={<ManagerMenu name={manager.name} />}>
      <ManagerTokenSync token={manager.token} />
      {children}
    </DashboardShell>
  );
}
