import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface PopoverProps {
  /** Renders the toggle button; spread the props onto it. */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  label: string;
  children: (close: () => void) => ReactNode;
  onOpen?: () => void;
}

/** A small panel under a button: Escape or a click elsewhere closes it, and focus goes back to the button. */
export function Popover({ trigger, label, children, onOpen }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="admin-popover-root" ref={root}>
      {trigger({
        'aria-expanded': open,
        'aria-controls': id,
        onClick: () => {
          if (!open) onOpen?.();
          setOpen(!open);
        },
      })}
      {open && (
        <div id={id} className="admin-popover" role="region" aria-label={label}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
