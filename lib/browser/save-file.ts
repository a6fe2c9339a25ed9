/** Hands a file made in the page to the browser's downloads, under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the url is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
