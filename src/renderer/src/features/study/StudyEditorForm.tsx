import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { selectStudyBusy } from './selectors.ts';
import { parseTags } from './format.ts';
import type { StudyEditor } from './state.ts';

interface StudyEditorFormProps {
  editor: StudyEditor;
  /** The verses a new item covers, e.g. `John 3:16`. */
  reference: string;
}

/** The bookmark form (label, tags) or the note form (Markdown text, tags), new or editing. */
export function StudyEditorForm({ editor, reference }: StudyEditorFormProps) {
  const { kind, item } = editor;
  const busy = useAppStore(selectStudyBusy);
  const saveStudyItem = useAppStore((s) => s.saveStudyItem);
  const closeStudyEditor = useAppStore((s) => s.closeStudyEditor);
  const [text, setText] = useState((kind === 'note' ? item?.text : item?.label) ?? '');
  const [tags, setTags] = useState(item?.tags.join(', ') ?? '');
  const firstField = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const id = useId();
  const target = item?.reference ?? reference;
  const title = `${item ? 'Edit' : 'Add'} ${kind} on ${target}`;

  useEffect(() => firstField.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = { reference: target, tags: parseTags(tags), ...(item && { id: item.id }) };
    void saveStudyItem(
      kind === 'note' ? { kind, ...common, text } : { kind, ...common, label: text.trim() || null, ...(item?.folder && { folder: item.folder }) },
    );
  }

  return (
    <form
      className="study-form"
      aria-label={title}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          closeStudyEditor();
        }
      }}
    >
      <p className="study-form-title">{title}</p>
      <div className="study-form-field">
        <label htmlFor={`${id}-text`} className="field-label">
          {kind === 'note' ? 'Note (Markdown)' : 'Label (optional)'}
        </label>
        {kind === 'note' ? (
          <textarea
            id={`${id}-text`}
            ref={firstField}
            className="input study-note-input"
            rows={4}
            value={text}
            required
            maxLength={20_000}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Ctrl/⌘+Enter saves from the text box, as in most note editors.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
            }}
          />
        ) : (
          <input id={`${id}-text`} ref={firstField} className="input" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        )}
      </div>
      <div className="study-form-field">
        <label htmlFor={`${id}-tags`} className="field-label">
          Tags (comma-separated)
        </label>
        <input id={`${id}-tags`} className="input" value={tags} placeholder="faith, prayer" onChange={(e) => setTags(e.target.value)} />
      </div>
      <div className="study-form-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy || (kind === 'note' && text.trim() === '')}>
          {kind === 'note' ? 'Save note' : 'Save bookmark'}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={closeStudyEditor}>
          Cancel
        </button>
      </div>
    </form>
  );
}
