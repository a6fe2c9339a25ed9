/** A query string as a plain record for the schemas: empty values dropped, the first of repeats kept. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value.trim() !== "" && !(key in out)) out[key] = value;
  }
  return out;
}
