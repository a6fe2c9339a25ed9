import "server-only";

export type DetectedType = "image/png" | "image/jpeg" | "image/webp" | "application/pdf";

export const EXTENSIONS: Record<DetectedType, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the bytes say, whatever the name or declared type claim; null when none of ours. */
export function detectType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii("IHDR"), 12)) {
    return "image/png";
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-")) && latin1(bytes.subarray(Math.max(0, bytes.length - 1024))).includes("%%EOF")) {
    return "application/pdf";
  }
  return null;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

// Markup or server code inside a file that is meant to be an image or a PDF: a polyglot built to be
// run if the file were ever served under another type or included by an interpreter.
const EMBEDDED_CODE = /<\?php|<\?=|<script|<html|<svg|<iframe|<body|javascript:/i;
// PDF actions that run code or programs when the document is opened.
const PDF_ACTIVE_CONTENT = /\/JavaScript\b|\/JS[\s(<[/]|\/Launch\b|\/EmbeddedFile\b/;
// "/J#61vaScript" is the name "/JavaScript" to a PDF reader.
const decodePdfNameEscapes = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * True when the bytes carry code besides the image or document they claim to be. For PDFs this is a
 * screen for the plain forms only: JavaScript inside a compressed or encrypted stream passes it. What
 * keeps such a file harmless is how it is served (an attachment, nosniff, a sandboxing CSP).
 */
export function hasEmbeddedCode(bytes: Uint8Array, type: DetectedType): boolean {
  const text = latin1(bytes);
  if (EMBEDDED_CODE.test(text)) return true;
  return type === "application/pdf" && PDF_ACTIVE_CONTENT.test(decodePdfNameEscapes(text));
}
