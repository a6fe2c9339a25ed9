import "server-only";

import { csvCell } from "../manage/audit-csv";

/** Rows are read a page at a time: one page in memory while the download streams. */
export const CSV_PAGE = 500;

/**
 * A streamed CSV attachment (RFC 4180, formula-safe cells): the header, then each page `page(offset)` answers,
 * until one comes back short.
 */
export function csvDownload(
  filename: string,
  columns: readonly string[],
  page: (offset: number) => Promise<string[][]>,
): Response {
  const encoder = new TextEncoder();
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  let offset = -1;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset < 0) {
        offset = 0;
        controller.enqueue(encoder.encode(line(columns)));
        return;
      }
      try {
        const rows = await page(offset);
        offset += CSV_PAGE;
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(line).join("")));
        if (rows.length < CSV_PAGE) controller.close();
      } catch (error) {
        console.error(`[csv] ${filename} failed:`, error);
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
