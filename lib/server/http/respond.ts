import "server-only";

import { NextResponse } from "next/server";

const noStore = { "Cache-Control": "no-store" };

export const ok = <T>(data: T, init?: { meta?: unknown; headers?: Record<string, string> }) =>
  NextResponse.json(init?.meta === undefined ? { data } : { data, meta: init.meta }, {
    headers: { ...noStore, ...init?.headers },
  });

/** `ok` for a `data` that is already JSON text (built by the database), sent without parsing it again. */
export const okJsonText = (dataJson: string) =>
  new NextResponse(`{"data":${dataJson}}`, { headers: { ...noStore, "Content-Type": "application/json" } });

/** 200 with a whole answer (`{ data, meta }`) that is already JSON text. */
export const okBodyText = (bodyJson: string) =>
  new NextResponse(bodyJson, { headers: { ...noStore, "Content-Type": "application/json" } });

/** 200 with an answer shaped other than `{ data, meta }` (a conversation's page carries its read positions). */
export const okBody = <T extends object>(body: T) => NextResponse.json(body, { headers: noStore });

export const created = <T>(data: T) => NextResponse.json({ data }, { status: 201, headers: noStore });

/** 202: the request is taken (a mail is on its way); `data` usually a `{ message }` to show. */
export const accepted = <T>(data: T) => NextResponse.json({ data }, { status: 202, headers: noStore });

export const noContent = () => new NextResponse(null, { status: 204, headers: noStore });

/** The JSON 404 of an API path no route serves (app/api/[...path]), not Next's HTML page. */
export const unknownApiPath = async () =>
  NextResponse.json({ message: "Not found." }, { status: 404, headers: noStore });
