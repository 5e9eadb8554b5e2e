// Hands a file to the browser's download machinery.

// Revoking the URL in the same task as the click can cancel the download in some browsers; a minute
// is ample for the download to start, and the blob is freed after it.
const REVOKE_AFTER_MS = 60_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  // Attached before the click: Firefox ignores clicks on anchors outside the document.
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
