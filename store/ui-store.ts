import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export const UI_STORE_KEY = "sidebarExpanded";

type UiState = { sidebarExpanded: boolean; setSidebarExpanded: (expanded: boolean) => void; toggleSidebar: () => void };

/** Small UI preferences kept across visits (the dashboards' sidebar). */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sidebarExpanded: true,
      setSidebarExpanded: (sidebarExpanded) => set({ sidebarExpanded }),
      toggleSidebar: () => set((state) => ({ sidebarExpanded: !state.sidebarExpanded })),
    }),
    {
      name: UI_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sidebarExpanded }) => ({ sidebarExpanded }),
    },
  ),
);
