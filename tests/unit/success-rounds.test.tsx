import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SuccessRounds, type RoundHandlers } from "@/components/account/success-rounds";

let handlers: RoundHandlers | null = null;
const scrolled = vi.fn();

afterEach(() => {
  handlers = null;
  scrolled.mockClear();
  delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

function rounds(settle: string | null) {
  return (
    <SuccessRounds settle={settle}>
      {(given) => {
        handlers = given;
        return <p>fields</p>;
      }}
    </SuccessRounds>
  );
}

describe("a form's success sentence", () => {
  it("is brought into view when it shows, and again when the content above it changes", () => {
    HTMLElement.prototype.scrollIntoView = scrolled;
    const view = render(rounds(null));
    expect(scrolled).not.toHaveBeenCalled();
    act(() => handlers!.onDone("We sent a link."));
    expect(screen.getByRole("status")).toHaveTextContent("We sent a link.");
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The refreshed page adds a note above the form and pushes the sentence down.
    view.rerender(rounds("new@example.com"));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it("leaves the page alone when the content above changes with no sentence shown", () => {
    HTMLElement.prototype.scrollIntoView = scrolled;
    const view = render(rounds(null));
    view.rerender(rounds("new@example.com"));
    act(() => handlers!.onDone("Done."));
    act(() => handlers!.onEdit());
    view.rerender(rounds("other@example.com"));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
