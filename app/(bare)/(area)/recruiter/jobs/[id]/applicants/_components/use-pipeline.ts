"use client";

import { isAxiosError } from "axios";
import { useCallback, useState } from "react";

import { apiErrorMessage } from "@/lib/api/errors";
import { addApplicationNoteRequest, jobApplicationsRequest, moveApplicationRequest } from "@/lib/api/pipeline";
import { STAGE_LABELS } from "@/lib/content/application-stages";
import { BOARD_COPY } from "@/lib/content/pipeline";
import type { ApplicationNote, ClientApplication, StageMoveRequest } from "@/lib/validation/applications";

export type BoardNotice = { tone: "error" | "success"; text: string } | null;

/**
 * The board's applications and the calls that change them. A move shows at once and is undone if the
 * server refuses it; a 409 means the card changed elsewhere (or the move is not allowed), so the board reloads.
 */
export function usePipeline(jobId: number, initial: ClientApplication[]) {
  const [applications, setApplications] = useState(initial);
  const [notice, setNotice] = useState<BoardNotice>(null);
  const [refresh, setRefresh] = useState<"idle" | "loading" | "failed">("idle");

  const replace = (next: ClientApplication) =>
    setApplications((list) => list.map((item) => (item.id === next.id ? next : item)));

  const reload = useCallback(async () => {
    setRefresh("loading");
    try {
      setApplications(await jobApplicationsRequest(jobId));
      setRefresh("idle");
    } catch {
      setRefresh("failed");
    }
  }, [jobId]);

  /** Moves the card as it was shown (`before`): its stage goes as `from_stage`. */
  async function move(before: ClientApplication, move: Omit<StageMoveRequest, "from_stage">): Promise<boolean> {
    replace({ ...before, stage: move.stage });
    try {
      replace(await moveApplicationRequest(before.id, { ...move, from_stage: before.stage }));
      setNotice({ tone: "success", text: BOARD_COPY.moved(before.talent.name, STAGE_LABELS[move.stage]) });
      return true;
    } catch (error) {
      replace(before);
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

  return { applications, notice, dismissNotice: () => setNotice(null), refresh, reload, move, addNote };
}
