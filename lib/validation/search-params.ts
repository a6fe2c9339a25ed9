/** A query string as a plain record for the schemas: empty values dropped, the first of repeats kept. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value.trim() !== "" && !(key in out)) out[key] = value;
  }
  return out;
}

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** A page's `searchParams` as the same plain record: empty values dropped, the first of repeats kept. */
export function pageSearchParams(searchParams: PageSearchParams): Record<string, string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of [value].flat()) if (one !== undefined) params.append(key, one);
  }
  return searchParamsToObject(params);
}
