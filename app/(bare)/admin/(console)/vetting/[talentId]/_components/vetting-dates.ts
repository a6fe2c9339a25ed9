import { formatDay } from "@/lib/profiles/format";

/** An instant's calendar day (UTC): "24 Nov 2026". */
export const consoleDay = (iso: string) => formatDay(iso.slice(0, 10));
