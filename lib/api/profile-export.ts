import { jsonResumeSchema } from "@/lib/validation/json-resume";

import { api } from "./client";

export const RESUME_EXPORT_PATH = "/api/talent/profile/resume.json";
export const RESUME_FALLBACK_FILE_NAME = "resume.json";

/** The file name of a Content-Disposition header (plain or RFC 5987 `filename*`), never a path. */
export function fileNameFromDisposition(header: unknown, fallback = RESUME_FALLBACK_FILE_NAME): string {
  if (typeof header !== "string") return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  let name = plain?.trim() ?? "";
  try {
    if (extended) name = decodeURIComponent(extended.trim());
  } catch {
    // a malformed escape: keep the plain name
  }
  name = name.replace(/[/\\]/g, "_");
  return name && name !== "." && name !== ".." ? name : fallback;
}

/**
 * The signed-in talent's profile as a JSON Resume file: the server's bytes and file name. The bearer
 * token is the one axios instance's, added by path; the body is checked to be a JSON Resume first.
 */
export async function fetchJsonResumeRequest(): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get<Blob>(RESUME_EXPORT_PATH, { responseType: "blob" });
  jsonResumeSchema.parse(JSON.parse(await response.data.text()));
  return { blob: response.data, fileName: fileNameFromDisposition(response.headers["content-disposition"]) };
}
