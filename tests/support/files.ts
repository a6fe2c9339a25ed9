import { deflateSync } from "node:zlib";

// Small, real files of each type the uploads accept, and look-alikes they must refuse.

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export const pngBytes = () => Buffer.from(PNG_1X1, "base64");

export const jpegBytes = (extra = "") =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1"),
    Buffer.from(extra, "latin1"),
    Buffer.from([0xff, 0xd9]),
  ]);

export const webpBytes = () => {
  const body = Buffer.from("WEBPVP8L\x0a\0\0\0\x2f\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0", "latin1");
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF"), size, body]);
};

export const pdfBytes = (extra = "") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${extra}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );

/** A PDF whose JavaScript action sits in a Flate-compressed object stream, out of reach of a byte scan. */
export const pdfWithCompressedJavaScript = () => {
  const objects = deflateSync(Buffer.from("3 0 << /S /JavaScript /JS (app.alert(1)) >>", "latin1"));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`,
      "latin1",
    ),
    objects,
    Buffer.from(
      "\nendstream\nendobj\n1 0 obj << /Type /Catalog /OpenAction 3 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
      "latin1",
    ),
  ]);
};

/** `bytes` padded to exactly `size` bytes (the padding sits before a JPEG's end marker, say). */
export const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length), 0x20)]);

export const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
