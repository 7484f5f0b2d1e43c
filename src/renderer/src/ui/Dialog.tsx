import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native `<dialog>`: the browser traps focus, closes on Escape, makes the
 * page behind inert and returns focus to the opener.
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The `close` event also fires when the app closes the dialog (e.g. switching to another one);
  // only a close the user asked for (Escape, the button) is reported, or it would close the next one.
  const wantedOpen = useRef(open);

  useEffect(() => {
    wantedOpen.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (wantedOpen.current) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its inner panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog-panel">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}
