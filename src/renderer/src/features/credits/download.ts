/**
 * Saves text as a file through a temporary `<a download>`: the browser's download in web mode, the
 * save dialog in the desktop app. The object URL is let go a little after the click has started the download.
 */
export function downloadFile({ filename, mediaType, content }: { filename: string; mediaType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
