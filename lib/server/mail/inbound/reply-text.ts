/**
 * The new words of a reply by mail: its text part without the quoted mail it answers, the quote's header line
 * ("On … wrote:", Outlook's "-----Original Message-----" or "From:/Sent:" block) and everything after it, lines
 * quoted with ">", the signature after "-- ", and a mobile client's "Sent from my …" line. Pure, so it is tested
 * on real clients' bodies (tests/unit/reply-text.test.ts).
 */

// "On Tue, 3 Mar 2026 at 10:04, Acme <reply+…> wrote:" (Gmail, Apple Mail, Thunderbird), and the same in a few
// languages; a long one is wrapped over up to three lines, so lines are joined before matching.
const ATTRIBUTION = [
  /^On\b[\s\S]{0,300}\bwrote:$/i,
  /^Le\b[\s\S]{0,300}\ba écrit\s?:$/i,
  /^Am\b[\s\S]{0,300}\bschrieb[\s\S]{0,200}:$/i,
  /^El\b[\s\S]{0,300}\bescribió:$/i,
  /^Op\b[\s\S]{0,300}\bschreef[\s\S]{0,200}:$/i,
];

// Outlook's separators: "-----Original Message-----" and the line of underscores before its header block.
const SEPARATOR = [
  /^-{2,}\s*(Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)\s*-{2,}$/i,
  /^_{10,}$/,
];

// Outlook's (and others') header block of the quoted mail: "From:" followed closely by "Sent:", "Date:", "To:"…
const HEADER_FROM = /^\*?(From|De|Von|Van)\s?:\*?\s/i;
const HEADER_NEXT =
  /^\*?(Sent|Date|To|Subject|Cc|Envoyé|Gesendet|Enviado|Verzonden|Objet|Betreff|Asunto|À|An)\s?:\*?\s/i;

// The signature separator, "-- " (RFC 3676), often sent without its space.
const SIGNATURE = /^--[ \t]?$/;
const MOBILE_FOOTER =
  /^(Sent from my\b|Sent from (Mail|Outlook) for\b|Get Outlook for\b|Envoyé de mon\b|Von meinem\b.*gesendet)/i;

/** The index of the line where the quoted mail starts (its header line), or the line count when there is none. */
function quoteStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (SEPARATOR.some((pattern) => pattern.test(line))) return i;
    if (SIGNATURE.test(lines[i]!)) return i;
    for (let span = 1; span <= 3 && i + span <= lines.length; span++) {
      const joined = lines
        .slice(i, i + span)
        .map((part) => part.trim())
        .join(" ");
      if (ATTRIBUTION.some((pattern) => pattern.test(joined))) return i;
    }
    if (HEADER_FROM.test(line)) {
      const next = lines.slice(i + 1, i + 5).map((part) => part.trim());
      if (next.some((part) => HEADER_NEXT.test(part))) return i;
    }
  }
  return lines.length;
}

export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept = lines
    .slice(0, quoteStart(lines))
    .filter((line) => !line.trimStart().startsWith(">"))
    .filter((line) => !MOBILE_FOOTER.test(line.trim()));
  // Blank runs left where quotes were cut shrink to one blank line.
  return kept
    .join("\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
