import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { ScrollRow } from "@/components/ui/scroll-row";

/** jsdom has no layout: give the row the sizes a browser would measure. */
function sized(row: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(row, "scrollWidth", { configurable: true, value: scrollWidth });
  Object.defineProperty(row, "clientWidth", { configurable: true, value: clientWidth });
}

const edges = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("[data-scroll-edge]")).map((edge) => edge.getAttribute("data-scroll-edge"));

describe("a row that scrolls sideways", () => {
  it("shows an edge on each side where there is more, and none when everything fits", () => {
    const { container } = render(
      <ScrollRow role="region" aria-label="Stages">
        <ul>
          <li>Applied</li>
        </ul>
      </ScrollRow>,
    );
    const row = screen.getByRole("region", { name: "Stages" });
    fireEvent.scroll(row);
    expect(edges(container)).toEqual([]);

    sized(row, { scrollWidth: 1000, clientWidth: 300 });
    fireEvent.scroll(row);
    expect(edges(container)).toEqual(["right"]);

    row.scrollLeft = 350;
    fireEvent.scroll(row);
    expect(edges(container)).toEqual(["left", "right"]);

    row.scrollLeft = 700;
    fireEvent.scroll(row);
    expect(edges(container)).toEqual(["left"]);
  });

  it("scrolls most of a width when an edge is clicked, and keeps the edges out of the tab order", () => {
    const { container } = render(
      <ScrollRow role="region" aria-label="Stages">
        <span>wide</span>
      </ScrollRow>,
    );
    const row = screen.getByRole("region", { name: "Stages" });
    sized(row, { scrollWidth: 1000, clientWidth: 300 });
    row.scrollBy = vi.fn();
    fireEvent.scroll(row);
    const right = container.querySelector<HTMLButtonElement>('[data-scroll-edge="right"]')!;
    expect(right).toHaveAttribute("tabindex", "-1");
    expect(right).toHaveAttribute("aria-hidden", "true");
    fireEvent.click(right);
    expect(row.scrollBy).toHaveBeenCalledWith({ left: 240, behavior: "smooth" });
  });
});
