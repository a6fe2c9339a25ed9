import "server-only";

// The characters beyond Latin-1 that the standard fonts' WinAnsi encoding holds (pdfkit's WIN_ANSI_MAP).
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

// Letters with no decomposition to a base letter, common in names.
const BASE_LETTERS: Readonly<Record<string, string>> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i" };

const printable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the built-in Helvetica can draw. Its WinAnsi encoding has no glyph for "Ł" or "東", and pdfkit garbles the
 * rest of the line when asked for one; so accents it lacks are dropped ("ő" → "o"), narrow spaces become spaces
 * and anything else a "?".
 */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (printable(char) || char === "\n") out += char;
    else if (/\s/u.test(char)) out += " ";
    else if (BASE_LETTERS[char]) out += BASE_LETTERS[char];
    else {
      const base = [...char.normalize("NFKD")].filter((part) => printable(part)).join("");
      out += base || "?";
    }
  }
  return out;
}
