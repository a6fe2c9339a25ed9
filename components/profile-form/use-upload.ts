"use client";

import { useState } from "react";

import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { updateProfileRequest, type ProfileUpdate } from "@/lib/api/profile";
import type { TalentUser } from "@/lib/validation/profile";

export type UploadState =
  { status: "idle" } | { status: "sending"; percent: number | null } | { status: "error"; message: string };

/** Sends one file (or its removal) on its own, reporting the upload's progress as axios sees it. */
export function useUpload(field: "avatar" | "resume", onSaved: (user: TalentUser) => void) {
  const [state, setState] = useState<UploadState>({ status: "idle" });

  const send = async (update: ProfileUpdate, fallback: string) => {
    setState({ status: "sending", percent: update[field] ? 0 : null });
    try {
      const user = await updateProfileRequest(update, {
        onUploadProgress: (event) => {
          if (event.total) setState({ status: "sending", percent: Math.round((event.loaded / event.total) * 100) });
        },
      });
      setState({ status: "idle" });
      onSaved(user);
    } catch (error) {
      setState({ status: "error", message: apiFieldErrors(error)[field]?.[0] ?? apiErrorMessage(error, fallback) });
    }
  };

  return {
    state,
    upload: (file: File) => send({ [field]: file }, "The file could not be uploaded."),
    remove: () => send({ [`remove_${field}`]: true }, "The file could not be removed."),
    fail: (message: string) => setState({ status: "error", message }),
  };
}
