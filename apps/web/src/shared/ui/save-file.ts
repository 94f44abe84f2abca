/** Long enough for the browser to start the download from the link, short enough not to keep the file. */
const RELEASE_AFTER_MS = 100;

/** Saves a file the page holds under `fileName`: a temporary link to it clicked once, then released. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
