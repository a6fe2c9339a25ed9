"use client";

import { useEffect, useSyncExternalStore } from "react";

import { writeSidebarCookie } from "@/lib/dashboard/sidebar-cookie";
import { UI_STORE_KEY, useUiStore } from "@/store/ui-store";

const readExpanded = () => useUiStore.getState().sidebarExpanded;

/**
 * The UI store's `sidebarExpanded`, with the value the server read from the cookie during hydration
 * (so the first paint matches the HTML). Keeps the cookie in step with the store, and picks up a
 * change another tab made (a storage event on the store's key) by rehydrating the store.
 */
export function useSidebarExpanded(serverExpanded: boolean): boolean {
  const expanded = useSyncExternalStore(useUiStore.subscribe, readExpanded, () => serverExpanded);

  useEffect(() => {
    writeSidebarCookie(readExpanded());
    const unsubscribe = useUiStore.subscribe((state, previous) => {
      if (state.sidebarExpanded !== previous.sidebarExpanded) writeSidebarCookie(state.sidebarExpanded);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === UI_STORE_KEY) void useUiStore.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  return expanded;
}
