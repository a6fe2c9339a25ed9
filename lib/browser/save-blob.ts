/** Saves a blob under `fileName` through a temporary link (a download needs a real navigation target). */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL dies.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
