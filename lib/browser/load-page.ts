/**
 * Leaves for `path` with a full page load, not a client route change: nothing of this document (the router's
 * cache of signed-in pages, the stores) outlives it, so Back after logout asks the server again.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}

/** Loads this page again from the server. */
export function reloadPage(): void {
  window.location.reload();
}
