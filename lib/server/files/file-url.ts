import "server-only";

/** Where a stored file is served; SQL that builds JSON (client-applications-json.ts) prefixes ids with it too. */
export const FILE_URL_PREFIX = "/api/files/";

/** A stored file's URL, or null for none. */
export const fileUrl = (id: string | null) => (id ? `${FILE_URL_PREFIX}${id}` : null);
