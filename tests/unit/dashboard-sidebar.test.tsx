import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { DashboardSidebar } from "@/components/dashboard/dashboard-sidebar";
import { DASHBOARD_NAV } from "@/lib/content/dashboard-nav";
import { SIDEBAR_COOKIE } from "@/lib/dashboard/sidebar-cookie";
import { UI_STORE_KEY, useUiStore } from "@/store/ui-store";

vi.mock("next/navigation", () => ({ usePathname: () => "/talent/profile" }));

const cookieValue = () =>
  document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`))
    ?.split("=")[1];
const storedExpanded = () => JSON.parse(localStorage.getItem(UI_STORE_KEY) ?? "null")?.state?.sidebarExpanded;

beforeEach(() => {
  document.cookie = `${SIDEBAR_COOKIE}=; Path=/; Max-Age=0`;
  useUiStore.setState({ sidebarExpanded: true });
  localStorage.clear();
});

describe("the desktop sidebar", () => {
  it("lists the area's items with the current one marked as the page", () => {
    render(<DashboardSidebar items={DASHBOARD_NAV.talent} initialExpanded />);
    const nav = screen.getByRole("navigation", { name: "Workspace" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/talent",
      "/talent/applications",
      "/talent/messages",
      "/talent/engagements",
      "/talent/payouts",
      "/talent/saved-jobs",
      "/talent/profile",
      "/talent/account",
    ]);
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
  });

  it("collapses on its toggle, writing sidebarExpanded to the store's key and the cookie", async () => {
    const user = userEvent.setup();
    render(<DashboardSidebar items={DASHBOARD_NAV.talent} initialExpanded />);
    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(storedExpanded()).toBe(false);
    expect(cookieValue()).toBe("false");
    const expand = screen.getByRole("button", { name: "Expand sidebar" });
    expect(expand).toHaveAttribute("aria-expanded", "false");
    await user.click(expand);
    expect(storedExpanded()).toBe(true);
    expect(cookieValue()).toBe("true");
  });

  it("collapsed, shows icons only, each link still named for assistive technology", () => {
    useUiStore.setState({ sidebarExpanded: false });
    render(<DashboardSidebar items={DASHBOARD_NAV.talent} initialExpanded={false} />);
    const nav = screen.getByRole("navigation", { name: "Workspace" });
    for (const name of ["Overview", "Profile", "Account"]) {
      const link = within(nav).getByRole("link", { name });
      expect(link).toHaveAttribute("aria-label", name);
      expect(link.textContent).toBe("");
      expect(link.querySelector("svg")).not.toBeNull();
    }
  });

  it("follows a change made in another tab (a storage event on the store's key)", async () => {
    render(<DashboardSidebar items={DASHBOARD_NAV.talent} initialExpanded />);
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toBeInTheDocument();
    localStorage.setItem(UI_STORE_KEY, JSON.stringify({ state: { sidebarExpanded: false }, version: 0 }));
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: UI_STORE_KEY }));
    });
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
    expect(cookieValue()).toBe("false");
  });
});
