"use client";

import { useSyncExternalStore } from "react";

const NONE: readonly string[] = [];
let zones: readonly string[] | null = null;

// The list differs between the server's and the browser's ICU data, so it is the browser's only:
// rendered after hydration, never during it.
const browserZones = () => (zones ??= Intl.supportedValuesOf("timeZone"));
const subscribe = () => () => undefined;

/** The IANA time zones this browser knows. */
export const useTimeZones = () => useSyncExternalStore(subscribe, browserZones, () => NONE);

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
