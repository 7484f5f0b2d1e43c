import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { copyText } from '../../lib/clipboard.ts';
import { CheckIcon, CopyIcon } from '../../ui/icons.tsx';
import { COPY_FORMAT_NAMES, COPY_FORMATS, formatCopy, type CopyFormat, type CopySource } from './copy-formats.ts';

/** How long the button says "Copied". */
const COPIED_MS = 2000;

/** A glimpse of each format under its name, so the choice is clear without trying. */
function example(format: CopyFormat, { verses, reference, translation }: CopySource): string {
  switch (format) {
    case 'plain':
      return `… (${reference} ${translation})`;
    case 'numbered':
      return `${verses[0]?.verse ?? ''} … ${reference} (${translation})`;
    case 'markdown':
      return `> … — ${reference} (${translation})`;
  }
}

/**
 * "Copy" for the selected verses: a menu button with the three formats. Arrow keys move through the
 * formats, Escape closes the menu (and only the menu: the selection stays), a click outside does too.
 */
export function CopyMenu({ source }: { source: CopySource }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<CopyFormat | null>(null);
  const [failed, setFailed] = useState(false);
  // The menu hangs from the button's left edge, or from its right edge where it would leave the window.
  const [alignEnd, setAlignEnd] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const button = buttonRef.current?.getBoundingClientRect();
    const menu = menuRef.current?.getBoundingClientRect();
    if (open && button && menu) setAlignEnd(button.left + menu.width > document.documentElement.clientWidth - 8);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(format: CopyFormat) {
    close();
    void copyText(formatCopy(format, source)).then((ok) => {
      setCopied(ok ? format : null);
      setFailed(!ok);
    });
  }

  function moveFocus(event: KeyboardEvent) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items.at(next % items.length)?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const label = copied ? 'Copied' : failed ? 'Copy failed' : 'Copy';
  return (
    <div className="copy-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`button button-small${copied ? ' is-done' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        title={`Copy ${source.reference} (${source.translation})`}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {copied ? <CheckIcon /> : <CopyIcon />} {label}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={`${id}-menu`}
          className={`copy-menu-list${alignEnd ? ' is-end' : ''}`}
          role="menu"
          aria-label={`Copy ${source.reference} (${source.translation}) as`}
          onKeyDown={moveFocus}
        >
          {COPY_FORMATS.map((format) => (
            <li key={format} role="none">
              <button type="button" role="menuitem" tabIndex={-1} className="copy-menu-item" onClick={() => choose(format)}>
                <span>{COPY_FORMAT_NAMES[format]}</span>
                <span className="copy-menu-example" aria-hidden="true">
                  {example(format, source)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="visually-hidden" aria-live="polite">
        {copied ? `Copied ${source.reference} as ${COPY_FORMAT_NAMES[copied].toLowerCase()}` : failed ? 'The clipboard refused the copy' : ''}
      </span>
    </div>
  );
}
