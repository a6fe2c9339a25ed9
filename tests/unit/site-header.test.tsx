import fs from "node:fs";
import path from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { FaqLink } from "@/components/faq-link";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";

beforeEach(() => {
  // jsdom has no layout engine: give it the two browser APIs the header calls.
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false });
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});
afterEach(() => vi.restoreAllMocks());

describe("site header", () => {
  it("links the logo home and lists the nav items", () => {
    render(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Explore Jobs" })).toHaveAttribute("href", "/jobs");
    expect(within(nav).getByRole("link", { name: "For Talent" })).toHaveAttribute("href", "/for-talent");
    expect(within(nav).getByRole("link", { name: "Fresh Talent" })).toHaveAttribute("href", "/fresh-talent");
    expect(within(nav).getByRole("link", { name: "FAQ's" })).toHaveAttribute("href", "/#faq-section");
    expect(screen.getAllByRole("link", { name: "Hireloop home" })[0]).toHaveAttribute("href", "/");
  });

  it("opens 'Recruit Talent' in a new tab and 'Apply for Jobs' in place", () => {
    render(<SiteHeader />);
    const recruit = screen.getByRole("link", { name: "Recruit Talent" });
    expect(recruit).toHaveAttribute("href", "/signup/recruiter");
    expect(recruit).toHaveAttribute("target", "_blank");
    expect(recruit).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByRole("link", { name: "Apply for Jobs" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });
});

describe("FAQ's link", () => {
  it("scrolls smoothly to #faq-section when the page has one, without navigating", () => {
    render(
      <>
        <FaqLink>FAQ&apos;s</FaqLink>
        <section id="faq-section" tabIndex={-1} />
      </>,
    );
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole("link", { name: "FAQ's" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.hash).toBe("#faq-section");
  });

  it("jumps without animation for visitors who prefer reduced motion", () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true });
    render(
      <>
        <FaqLink>FAQ&apos;s</FaqLink>
        <section id="faq-section" tabIndex={-1} />
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "FAQ's" }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("leaves the click to the router (home, then scroll) when the page has no FAQ section", () => {
    render(<FaqLink>FAQ&apos;s</FaqLink>);
    const link = screen.getByRole("link", { name: "FAQ's" });
    link.addEventListener("click", (event) => event.preventDefault()); // keep jsdom from navigating
    fireEvent.click(link);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(link).toHaveAttribute("href", "/#faq-section");
  });
});

describe("mobile menu", () => {
  it("opens full screen, traps focus, and closes with Escape, the close icon and a link", async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    // Outside the header, whose backdrop blur would make it the containing block of a fixed panel.
    expect(document.querySelector("header")).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    const close = within(dialog).getByRole("button", { name: "Close menu" });
    expect(close).toHaveFocus();

    const links = within(dialog).getAllByRole("link");
    links[links.length - 1]!.focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(toggle);
    const link = within(screen.getByRole("dialog")).getByRole("link", { name: "For Talent" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("site footer", () => {
  it("shows the tagline, social links, link columns and the 2023 copyright", () => {
    render(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    for (const name of [
      "Instagram",
      "X",
      "LinkedIn",
      "Careers",
      "Blogs",
      "Events",
      "Terms and Conditions",
      "Privacy Policy",
      "DevOps",
      "Lead UI/UX Designer",
      "Video Marketing",
    ]) {
      expect(within(footer).getByRole("link", { name })).toBeInTheDocument();
    }
    for (const title of ["Hire Software Developers", "Hire UI/UX Designers", "Hire Digital Marketer"]) {
      expect(within(footer).getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent("© 2023");
  });

  it("leads Careers, Blogs and Events to pages of their own, each a page of the site", () => {
    render(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    const pages = { Careers: "/careers", Blogs: "/blog", Events: "/events" };
    for (const [name, href] of Object.entries(pages)) {
      expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", href);
      expect(fs.existsSync(path.join(import.meta.dirname, "../../app/(site)", href, "page.tsx")), href).toBe(true);
    }
  });
});
