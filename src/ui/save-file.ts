/** Hands a downloaded file to the browser under the given name, through an object URL and an <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL would otherwise hold the blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
