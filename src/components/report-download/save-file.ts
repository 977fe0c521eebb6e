/** Hands a fetched file to the browser's download under the server's name. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the address is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
