/** Saves `text` as a file through a temporary link; the BOM makes spreadsheets read UTF-8. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken its copy once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
