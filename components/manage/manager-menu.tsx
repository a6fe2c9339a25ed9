"use client";

import { AccountMenu } from "@/components/auth/account-menu";
import { api } from "@/lib/api/client";
import { removeStored, STORAGE_KEYS } from "@/lib/api/token-storage";
import { loadPage } from "@/lib/browser/load-page";
import { ADMIN_COPY } from "@/lib/content/admin";

/** The manager's dropdown in the console: Log out revokes the token and clears the console's cookie. */
export function ManagerMenu({ name }: { name: string }) {
  const logOut = async () => {
    try {
      await api.post("/api/manage/logout");
    } catch {
      // already signed out on the server: clearing this browser is all that is left
    }
    removeStored(STORAGE_KEYS.managerToken);
    // A full load: no console page stays in the router's cache for Back to show.
    loadPage("/admin");
  };
  return <AccountMenu name={name} actionLabel={ADMIN_COPY.menu.logout} onAction={() => void logOut()} align="end" />;
}
