import "server-only";

import { ApiError } from "../http/errors";
import { detectType, EXTENSIONS, hasEmbeddedCode, type DetectedType } from "./file-types";

export type UploadPolicy = {
  field: string;
  label: string;
  maxBytes: number;
  types: readonly DetectedType[];
  typeMessage: string;
};

export type CheckedUpload = { contentType: DetectedType; data: Buffer };

// Names that a web server or a browser could treat as code: refused anywhere in the name (`x.php.jpg`).
const DANGEROUS_EXTENSIONS = new Set([
  "php",
  "php3",
  "php4",
  "php5",
  "php7",
  "phtml",
  "phar",
  "pht",
  "html",
  "htm",
  "xhtml",
  "shtml",
  "svg",
  "svgz",
  "js",
  "mjs",
  "jsp",
  "jspx",
  "asp",
  "aspx",
  "cgi",
  "pl",
  "py",
  "rb",
  "sh",
  "exe",
  "bat",
  "cmd",
  "com",
  "dll",
  "jar",
  "htaccess",
]);

const DECLARED_ALIASES: Record<string, string> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg" };

const unsupported = (policy: UploadPolicy) =>
  new ApiError(415, policy.typeMessage, { [policy.field]: [policy.typeMessage] });

/** An empty file input arrives as a nameless, empty file: it means "no new file". */
export const isEmptyFileField = (value: unknown) => value instanceof File && value.size === 0 && value.name === "";

/**
 * Checks an uploaded file against its policy. The type comes from the bytes; the client's name and
 * declared type may only agree with them, and are never used for storage.
 */
export async function checkUpload(file: File, policy: UploadPolicy): Promise<CheckedUpload> {
  if (file.size > policy.maxBytes) {
    const message = `The ${policy.label} may not be greater than ${policy.maxBytes / (1024 * 1024)} MB.`;
    throw new ApiError(413, message, { [policy.field]: [message] });
  }
  const data = Buffer.from(await file.arrayBuffer());
  const detected = detectType(data);
  if (!detected || !policy.types.includes(detected)) throw unsupported(policy);

  const nameParts = file.name.toLowerCase().split(".").slice(1);
  const extension = nameParts.at(-1);
  if (nameParts.some((part) => DANGEROUS_EXTENSIONS.has(part.trim()))) throw unsupported(policy);
  if (extension !== undefined && !EXTENSIONS[detected].includes(extension)) throw unsupported(policy);

  const declared = file.type.toLowerCase().split(";")[0]?.trim() ?? "";
  const normalised = DECLARED_ALIASES[declared] ?? declared;
  if (normalised !== "" && normalised !== "application/octet-stream" && normalised !== detected)
    throw unsupported(policy);

  if (hasEmbeddedCode(data, detected)) throw unsupported(policy);
  return { contentType: detected, data };
}
