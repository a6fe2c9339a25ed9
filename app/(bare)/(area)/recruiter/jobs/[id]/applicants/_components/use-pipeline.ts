"use client";

import { isAxiosError } from "axios";
import { useState } from "react";

import { apiErrorMessage } from "@/lib/api/errors";
import { addApplicationNoteRequest, jobApplicationsRequest, moveApplicationRequest } from "@/lib/api/pipeline";
import { BOARD_PAGE_MAX } from "@/lib/applications/board-pages";
import type { ApplicationStage } from "@/lib/applications/stages";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";
import type { ApplicationNote, ClientApplication, StageMoveRequest } from "@/lib/validation/applications";

import { BOARD_COLUMNS, boardStages, byStage, shiftCount, withPage, type BoardStages } from "./board-columns";

export type BoardNotice = { tone: "error" | "success"; text: string } | null;

/** A column's "Show more": fetching its next page, or that fetch failed. */
export type MoreState = Partial<Record<ApplicationStage, "loading" | "failed">>;

/**
 * The board's applications, each column's count and next page, and the calls that change them. A move shows at
 * once and is undone if the server refuses it; a 409 means the card changed elsewhere (or the move is not allowed),
 * so the board reloads. Columns load a page at a time; cards are kept once each, whichever page brought them.
 */
export function usePipeline(jobId: number, initial: ClientApplication[], initialStages?: Partial<BoardStages>) {
  const [applications, setApplications] = useState(initial);
  const [stages, setStages] = useState(() => boardStages(initialStages, initial));
  const [more, setMore] = useState<MoreState>({});
  const [notice, setNotice] = useState<BoardNotice>(null);
  const [refresh, setRefresh] = useState<"idle" | "loading" | "failed">("idle");

  const replace = (next: ClientApplication) =>
    setApplications((list) => list.map((item) => (item.id === next.id ? next : item)));

  /** Every stage's first page again, then as many more as each column had shown, so no one open drops off. */
  async function reload() {
    setRefresh("loading");
    try {
      const shown = byStage(applications);
      const first = await jobApplicationsRequest(jobId);
      let cards = first.data;
      const next = boardStages(first.meta.stages, cards);
      for (const stage of BOARD_COLUMNS) {
        while (next[stage].next_cursor && byStage(cards)[stage].length < shown[stage].length) {
          const page = await jobApplicationsRequest(jobId, {
            stage,
            cursor: next[stage].next_cursor,
            limit: BOARD_PAGE_MAX,
          });
          if (page.data.length === 0) break;
          cards = withPage(cards, page.data);
          next[stage] = page.meta.stages[stage] ?? { ...next[stage], next_cursor: null };
        }
      }
      setApplications(cards);
      setStages(next);
      setMore({});
      setRefresh("idle");
    } catch {
      setRefresh("failed");
    }
  }

  /** The column's next page, after the last one it loaded; a second call while one is on its way does nothing. */
  async function showMore(stage: ApplicationStage) {
    const cursor = stages[stage].next_cursor;
    if (!cursor || more[stage] === "loading") return;
    setMore((state) => ({ ...state, [stage]: "loading" }));
    try {
      const page = await jobApplicationsRequest(jobId, { stage, cursor });
      setApplications((list) => withPage(list, page.data));
      const answered = page.meta.stages[stage];
      if (answered) setStages((state) => ({ ...state, [stage]: answered }));
      setMore((state) => ({ ...state, [stage]: undefined }));
    } catch {
      setMore((state) => ({ ...state, [stage]: "failed" }));
    }
  }

  /** Moves the card as it was shown (`before`): its stage goes as `from_stage`. */
  async function move(before: ClientApplication, move: Omit<StageMoveRequest, "from_stage">): Promise<boolean> {
    replace({ ...before, stage: move.stage });
    setStages((state) => shiftCount(state, before.stage, move.stage));
    try {
      replace(await moveApplicationRequest(before.id, { ...move, from_stage: before.stage }));
      setNotice({ tone: "success", text: BOARD_COPY.moved(before.talent.name, STAGE_LABELS[move.stage]) });
      return true;
    } catch (error) {
      replace(before);
      setStages((state) => shiftCount(state, move.stage, before.stage));
      if (isAxiosError(error) && error.response?.status === 409) {
        setNotice({ tone: "error", text: BOARD_COPY.moveConflict });
        void reload();
      } else {
        setNotice({ tone: "error", text: apiErrorMessage(error, BOARD_COPY.moveFailed) });
      }
      return false;
    }
  }

  async function addNote(applicationId: number, body: string): Promise<ApplicationNote> {
    const note = await addApplicationNoteRequest(applicationId, body);
    setApplications((list) =>
      list.map((item) => (item.id === applicationId ? { ...item, notes: [...item.notes, note] } : item)),
    );
    return note;
  }

  return {
    applications,
    stages,
    more,
    showMore,
    notice,
    dismissNotice: () => setNotice(null),
    refresh,
    reload,
    move,
    addNote,
  };
}
