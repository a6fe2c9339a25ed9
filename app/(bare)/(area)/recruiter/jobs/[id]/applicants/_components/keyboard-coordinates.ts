import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Arrow keys jump a picked-up card straight to the next stage column left or right (dnd-kit's default moves it
 * 25 px per press, which would take a dozen presses per column). Columns that can't take the card are disabled
 * and so not among the droppable rects.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()]
    .filter(([id]) => !droppableContainers.get(id)?.disabled)
    .sort(([, a], [, b]) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? columns.findIndex(([id]) => id === over.id)
    : columns.findIndex(([, rect]) => centre >= rect.left && centre < rect.left + rect.width);
  const from = current === -1 ? (step > 0 ? -1 : columns.length) : current;
  const target = columns[from + step]?.[1];
  if (!target) return currentCoordinates;
  return {
    x: currentCoordinates.x + (target.left + target.width / 2 - centre),
    y: currentCoordinates.y + (target.top + 48 - collisionRect.top),
  };
};
