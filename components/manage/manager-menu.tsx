"use client";

import { useRouter } from "next/navigation";

import { AccountMenu } from "@/components/auth/account-menu";
import { api } from "@/lib/api/client";
import { removeStored, STORAGE_KEYS } from "@/lib/api/token-storage";
import { ADMIN_COPY } from "@/lib/content/admin";

/** The manager's dropdown in the console: Log out revokes the token and clears the console's cookie. */
export function ManagerMenu({ name }: { name: string }) {
  const router = useRouter();
  const logOut = async () => {
    try {
      await api.post("/api/manage/logout");
    } catch {
      // already signed out on the server: clearing this browser is all that is left
    }
    removeStored(STORAGE_KEYS.managerToken);
    router.replace("/admin");
    router.refresh();
  };
  return <AccountMenu name={name} actionLabel={ADMIN_COPY.menu.logout} onAction={() => void logOut()} align="end" />;
}
