import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [href], select, textarea';

interface Props {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
  /** While a request runs, Escape and the backdrop do not close it. */
  busy?: boolean;
}

/** An accessible dialog: focus moves in and stays in, Escape closes, focus returns on close. */
export function Modal({ titleId, onClose, children, busy = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && !busy) {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={ref} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}
