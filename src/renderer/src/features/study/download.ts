import type { StudyFile } from './state.ts';

/**
 * Hands a file to the person: a temporary link with `download` to the file's text. Browsers save it
 * to Downloads; Electron shows its save dialog. The link's address is freed once the save has begun.
 */
export function downloadFile({ filename, mediaType, content }: StudyFile, doc: Document = document): void {
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
