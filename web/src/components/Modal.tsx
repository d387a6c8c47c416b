import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, the topmost last: only that one answers Escape and Tab (a confirmation can open over a dialog). */
const openPanels: HTMLElement[] = [];
/** The page's own overflow, put back when the last dialog closes, whichever order they close in. */
let pageOverflow = '';

interface ModalProps {
  /** The id of the heading inside that names the dialog. */
  titleId: string;
  onClose: () => void;
  children: ReactNode;
  /** While a request runs, Escape and the backdrop do not close it. */
  busy?: boolean;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Classes of the panel and of the backdrop: a side drawer passes its own. */
  className?: string;
  backdropClassName?: string;
}

/**
 * A modal dialog: focus moves in (to [data-autofocus], else the first control) and stays in,
 * Escape or a click on the backdrop closes it, the page behind does not scroll, and focus
 * returns to where it was when it closes.
 */
export function Modal({ titleId, onClose, children, busy = false, role = 'dialog', className = 'modal', backdropClassName = 'modal-backdrop' }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const isBusy = useRef(busy);
  useEffect(() => {
    close.current = onClose;
    isBusy.current = busy;
  });

  useEffect(() => {
    const panel = box.current;
    if (!panel) return;
    const previous = document.activeElement as HTMLElement | null;
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    if (openPanels.length === 0) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    openPanels.push(panel);

    const onKey = (e: KeyboardEvent) => {
      if (openPanels[openPanels.length - 1] !== panel) return;
      if (e.key === 'Escape') {
        if (!isBusy.current) close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const at = document.activeElement;
      if (!panel.contains(at)) {
        e.preventDefault();
        first.focus();
      } else if (e.shiftKey && (at === first || at === panel)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && at === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openPanels.splice(openPanels.indexOf(panel), 1);
      if (openPanels.length === 0) document.body.style.overflow = pageOverflow;
      previous?.focus?.();
    };
  }, []);

  return (
    <div className={backdropClassName} onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div ref={box} className={className} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
