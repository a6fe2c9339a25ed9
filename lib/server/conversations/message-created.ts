import "server-only";

import { NextResponse } from "next/server";

import type { Sent } from "./post-message";

/** 201 with the message, also for a replayed send (marked by `Idempotent-Replayed`), so a retry reads as the first. */
export const messageCreated = ({ message, replayed }: Sent) =>
  NextResponse.json(
    { data: message },
    { status: 201, headers: { "Cache-Control": "no-store", ...(replayed ? { "Idempotent-Replayed": "true" } : {}) } },
  );
