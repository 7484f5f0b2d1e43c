import { useRef } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { downloadFile } from '../../lib/download.ts';
import { selectStudyFilesBusy, selectStudyFilesNote } from './selectors.ts';
import type { StudyFile } from './state.ts';

/** Export (Markdown, CSV), back up and restore: files the person keeps, shares or moves to another computer. */
export function StudyFilesBar() {
  const busy = useAppStore(selectStudyFilesBusy);
  const note = useAppStore(selectStudyFilesNote);
  const exportStudyItems = useAppStore((s) => s.exportStudyItems);
  const backUpStudy = useAppStore((s) => s.backUpStudy);
  const restoreStudyBackup = useAppStore((s) => s.restoreStudyBackup);
  const fileInput = useRef<HTMLInputElement>(null);

  const save = async (file: Promise<StudyFile | null>) => {
    const ready = await file;
    if (ready) downloadFile(ready);
  };

  return (
    <div className="study-files">
      <div className="study-files-actions" role="group" aria-label="Export, back up and restore">
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          title="The items these filters select, with their verses quoted, as a Markdown document"
          onClick={() => void save(exportStudyItems('markdown'))}
        >
          Export Markdown
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          title="The items these filters select, with their verses quoted, as a spreadsheet (CSV)"
          onClick={() => void save(exportStudyItems('csv'))}
        >
          Export CSV
        </button>
        <span className="study-bar-divider" aria-hidden="true" />
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          title="Every highlight, bookmark and note in one file, to restore here or on another computer"
          onClick={() => void save(backUpStudy())}
        >
          Back up
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          title="Adds a backup’s items; items already here stay, the copy changed last wins"
          onClick={() => fileInput.current?.click()}
        >
          Restore from backup…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Backup file to restore"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that choosing the same file again (to restore it twice) is a change too.
            e.target.value = '';
            if (file) {
              void file
                .text()
                .catch(() => '')
                .then((text) => restoreStudyBackup(text, file.name));
            }
          }}
        />
      </div>
      <p className="study-files-status" role="status">
        {note?.tone === 'done' && note.text}
      </p>
      {note?.tone === 'error' && (
        <div className="notice notice-error study-files-error" role="alert">
          <AlertIcon className="notice-icon" />
          <p className="notice-body">{note.text}</p>
        </div>
      )}
    </div>
  );
}
