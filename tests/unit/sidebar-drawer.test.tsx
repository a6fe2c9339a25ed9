import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { SidebarDrawer } from "@/components/dashboard/sidebar-drawer";
import { DASHBOARD_NAV } from "@/lib/content/dashboard-nav";

const navigation = vi.hoisted(() => ({ pathname: "/talent" }));
vi.mock("next/navigation", () => ({ usePathname: () => navigation.pathname }));

const drawer = () => <SidebarDrawer items={DASHBOARD_NAV.talent} brand={<span>Hireloop</span>} />;

beforeEach(() => {
  navigation.pathname = "/talent";
});

describe("the phone drawer", () => {
  it("opens from the menu button as a titled dialog with the area's links", async () => {
    const user = userEvent.setup();
    render(drawer());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    const dialog = screen.getByRole("dialog", { name: "Navigation" });
    expect(within(dialog).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    expect(within(dialog).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/talent/account");
  });

  it("closes when the page changes (following a link, or Back)", async () => {
    const user = userEvent.setup();
    const { rerender } = render(drawer());
    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    expect(screen.getByRole("dialog", { name: "Navigation" })).toBeInTheDocument();
    navigation.pathname = "/talent/account";
    rerender(drawer());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Opened again on the new page, it marks that page as the current one.
    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    expect(within(screen.getByRole("dialog")).getByRole("link", { name: "Account" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("closes on a link to the page already shown, on Escape and on its close button", async () => {
    const user = userEvent.setup();
    render(drawer());
    const open = () => user.click(screen.getByRole("button", { name: "Open navigation" }));
    await open();
    const current = within(screen.getByRole("dialog")).getByRole("link", { name: "Overview" });
    current.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(current);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await open();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await open();
    await user.click(screen.getByRole("button", { name: "Close navigation" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
