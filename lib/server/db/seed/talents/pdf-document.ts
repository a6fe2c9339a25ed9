import "server-only";

/** A line of text on the page: its font, size and how far below the previous line it sits. */
export type PdfLine = { text: string; bold?: boolean; size: number; gap: number; indent?: number };

const PAGE = { width: 595, height: 842, margin: 56 };
// The standard fonts' WinAnsi encoding covers Latin-1 and a few typographic marks.
const WIN_ANSI: Record<string, number> = {
  "–": 0x96,
  "—": 0x97,
  "•": 0x95,
  "’": 0x92,
  "‘": 0x91,
  "“": 0x93,
  "”": 0x94,
  "…": 0x85,
};

/** Text as WinAnsi bytes: other letters lose their accents (ś → s), anything left becomes "?". */
function winAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 63;
    if (WIN_ANSI[char] !== undefined || code <= 0xff) out += String.fromCharCode(code);
    else
      out += [...char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")]
        .map((c) => (c.charCodeAt(0) <= 0xff ? c : "?"))
        .join("");
  }
  return out.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Splits text into lines that fit the page at `size` (Helvetica averages about half an em per letter). */
export function wrap(text: string, size: number, indent = 0): string[] {
  const perLine = Math.floor((PAGE.width - 2 * PAGE.margin - indent) / (size * 0.5));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page PDF 1.4 of text lines in Helvetica: a catalog, a page, two standard fonts and one content
 * stream, with an exact cross-reference table. No scripts, actions or embedded files.
 */
export function pdfDocument(lines: readonly PdfLine[], title: string): Buffer {
  let y = PAGE.height - PAGE.margin;
  const drawn: string[] = [];
  for (const line of lines) {
    y -= line.gap;
    if (y < PAGE.margin) break; // one page: what does not fit is left out
    drawn.push(
      `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${PAGE.margin + (line.indent ?? 0)} ${y} Td (${winAnsi(line.text)}) Tj ET`,
    );
  }
  const text = drawn.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [3 0 R] /Count 1 >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    `<< /Title (${winAnsi(title)}) /Producer (Hireloop) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, "latin1");
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
