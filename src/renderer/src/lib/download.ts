/** A text file to hand to the person: what the core's exports return. */
export interface TextFile {
  filename: string;
  mediaType: string;
  content: string;
}

/**
 * Saves text as a file through a temporary `<a download>`: the browser's download in web mode, the
 * save dialog in the desktop app. The object URL is let go a little after the click has started it.
 */
export function downloadFile({ filename, mediaType, content }: TextFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mediaType};charset=utf-8` }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
