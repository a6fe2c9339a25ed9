import { render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it } from "vitest";

import { useStickyBottomInset } from "@/components/ui/use-sticky-bottom-inset";

function Bar() {
  const ref = useRef<HTMLDivElement>(null);
  useStickyBottomInset(ref);
  return <div ref={ref}>Save</div>;
}

const inset = () => document.documentElement.style.getPropertyValue("--sticky-bottom-inset");

describe("useStickyBottomInset", () => {
  it("reserves the bar's height (plus a gap) at the bottom of the page while the bar is mounted", () => {
    const { unmount } = render(<Bar />);
    // jsdom lays nothing out: the bar measures 0 px, so only the gap is left.
    expect(inset()).toBe("16px");
    unmount();
    expect(inset()).toBe("");
  });
});
