import type { ApplicationStage } from "./stages";

/** Cards per column on the board's first load and per "Show more"; the list call takes up to the maximum. */
export const BOARD_PAGE_SIZE = 50;
export const BOARD_PAGE_MAX = 100;

/**
 * A column's place to go on from: the stage and the last application id it showed (columns list oldest first,
 * by id). Sent as base64url text so that callers treat it as opaque and the order can change without breaking them.
 */
export type BoardCursor = { stage: ApplicationStage; afterId: number };

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export const encodeBoardCursor = ({ stage, afterId }: BoardCursor) => toBase64Url(`${stage}:${afterId}`);

/** The cursor's stage and id, or null for text no page gave (the caller checks the stage is one it knows). */
export function decodeBoardCursor(cursor: string): { stage: string; afterId: number } | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const match = /^([a-z]+):([1-9]\d{0,14})$/.exec(text);
  return match ? { stage: match[1]!, afterId: Number(match[2]) } : null;
}
