import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SaveStudyItemInput } from '#shared/contract/study.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { selectStudyBusy, selectStudyFolders } from './selectors.ts';
import { COLOR_NAMES, parseTags } from './format.ts';
import type { StudyEditor } from './state.ts';

interface StudyEditorFormProps {
  editor: StudyEditor;
  /** The verses a new item covers, e.g. `John 3:16`. */
  reference: string;
}

const SAVE_LABELS = { highlight: 'Save tags', bookmark: 'Save bookmark', note: 'Save note' } as const;

/** The bookmark form (label, folder, tags), the note form (Markdown text, tags) or a highlight's tags, new or editing. */
export function StudyEditorForm({ editor, reference }: StudyEditorFormProps) {
  const { kind, item } = editor;
  const busy = useAppStore(selectStudyBusy);
  const folders = useAppStore(selectStudyFolders);
  const saveStudyItem = useAppStore((s) => s.saveStudyItem);
  const closeStudyEditor = useAppStore((s) => s.closeStudyEditor);
  const [text, setText] = useState((kind === 'note' ? item?.text : item?.label) ?? '');
  const [folder, setFolder] = useState(item?.folder ?? '');
  const [tags, setTags] = useState(item?.tags.join(', ') ?? '');
  const firstField = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const id = useId();
  const target = item?.reference ?? reference;
  // A highlight is made by its colour in the bar; its form only tags it.
  const color = kind === 'highlight' ? item?.color : null;
  const title =
    kind === 'highlight'
      ? `Tags for the ${color ? `${COLOR_NAMES[color].toLowerCase()} ` : ''}highlight on ${target}`
      : `${item ? 'Edit' : 'Add'} ${kind} on ${target}`;

  useEffect(() => firstField.current?.focus(), []);

  function input(): SaveStudyItemInput | null {
    const common = { reference: target, tags: parseTags(tags), ...(item && { id: item.id }) };
    if (kind === 'note') return { kind, ...common, text };
    if (kind === 'bookmark') return { kind, ...common, label: text.trim() || null, folder: folder.trim() || null };
    return color ? { kind, ...common, color } : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const ready = input();
    if (ready) void saveStudyItem(ready);
  }

  const tagsField = (
    <div className="study-form-field">
      <label htmlFor={`${id}-tags`} className="field-label">
        Tags (comma-separated)
      </label>
      <input
        id={`${id}-tags`}
        ref={kind === 'highlight' ? firstField : undefined}
        className="input"
        value={tags}
        placeholder="faith, prayer"
        onChange={(e) => setTags(e.target.value)}
      />
    </div>
  );

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
      {kind === 'note' && (
        <div className="study-form-field">
          <label htmlFor={`${id}-text`} className="field-label">
            Note (Markdown)
          </label>
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
        </div>
      )}
      {kind === 'bookmark' && (
        <div className="study-form-row">
          <div className="study-form-field">
            <label htmlFor={`${id}-text`} className="field-label">
              Label (optional)
            </label>
            <input id={`${id}-text`} ref={firstField} className="input" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
          </div>
          <div className="study-form-field">
            <label htmlFor={`${id}-folder`} className="field-label">
              Folder (optional)
            </label>
            <input
              id={`${id}-folder`}
              className="input"
              value={folder}
              maxLength={80}
              placeholder="e.g. Gospels"
              list={`${id}-folders`}
              onChange={(e) => setFolder(e.target.value)}
            />
            {/* The folders already in use (known once the Study view has been opened), to file into one without retyping it. */}
            <datalist id={`${id}-folders`}>
              {folders.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </div>
        </div>
      )}
      {tagsField}
      <div className="study-form-actions">
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={busy || (kind === 'note' && text.trim() === '') || (kind === 'highlight' && !color)}
        >
          {SAVE_LABELS[kind]}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={closeStudyEditor}>
          Cancel
        </button>
      </div>
    </form>
  );
}
