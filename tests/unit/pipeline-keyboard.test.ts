import type { ClientRect, DroppableContainer, SensorContext, UniqueIdentifier } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";

import { columnKeyboardCoordinates } from "@/app/(bare)/(area)/recruiter/jobs/[id]/applicants/_components/keyboard-coordinates";
import { allowedMoves } from "@/lib/applications/stages";

const rect = (left: number, top = 100, width = 280, height = 400): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Columns 300 px apart; `disabled` ones can't take the card being moved. */
function context(over: string | null, disabled: string[] = []): SensorContext {
  const ids = ["applied", "screening", "interview", "offer", "hired"];
  const droppableRects = new Map<UniqueIdentifier, ClientRect>(ids.map((id, index) => [id, rect(index * 300)]));
  const containers = new Map(
    ids.map((id) => [id, { id, disabled: disabled.includes(id) } as unknown as DroppableContainer]),
  );
  const collisionRect = rect(ids.indexOf(over ?? "applied") * 300 + 10, 150, 260, 120);
  return {
    collisionRect,
    droppableRects,
    droppableContainers: containers,
    over: over ? { id: over } : null,
  } as unknown as SensorContext;
}

const press = (code: string, ctx: SensorContext) =>
  columnKeyboardCoordinates(new KeyboardEvent("keydown", { code }), {
    active: 1,
    currentCoordinates: { x: ctx.collisionRect!.left, y: ctx.collisionRect!.top },
    context: ctx,
  });

describe("moving a picked-up card with the arrow keys", () => {
  it("jumps to the centre of the next column to the right or left", () => {
    expect(press("ArrowRight", context("applied"))).toEqual({ x: 300 + 140 - 130, y: 148 });
    expect(press("ArrowLeft", context("interview"))).toEqual({ x: 300 + 140 - 130, y: 148 });
  });

  it("skips the columns that can't take the card, and stays put at either end", () => {
    expect(press("ArrowRight", context("interview", ["offer"]))!.x).toBe(1200 + 140 - 130);
    expect(press("ArrowRight", context("hired"))).toEqual({ x: 1210, y: 150 });
    expect(press("ArrowLeft", context("applied"))).toEqual({ x: 10, y: 150 });
  });

  it("leaves other keys to dnd-kit", () => {
    expect(press("ArrowDown", context("applied"))).toBeUndefined();
  });
});

describe("the moves the board offers", () => {
  it("hires only from an offer and never moves a final card", () => {
    expect(allowedMoves("client", "applied")).toEqual(["screening", "interview", "offer", "rejected"]);
    expect(allowedMoves("client", "offer")).toContain("hired");
    expect(allowedMoves("client", "withdrawn")).toEqual([]);
    expect(allowedMoves("client", "rejected")).toEqual([]);
  });
});
