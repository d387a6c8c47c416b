import { useId, type ReactNode } from 'react';
import { Modal as Dialog } from '@/components/Modal';
import { Icon } from './icons';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** While busy, Escape, the backdrop and the close button do not close it. */
  busy?: boolean;
}

/** A back office dialog: the shared modal with its title and a close button in a header row. */
export function Modal({ title, onClose, children, role = 'dialog', size = 'md', busy = false }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} onClose={onClose} busy={busy} role={role} className={`modal admin-modal admin-modal-${size}`}>
      <div className="admin-modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn admin-modal-close" onClick={onClose} disabled={busy} aria-label="Close dialog">
          <Icon name="close" />
        </button>
      </div>
      {children}
    </Dialog>
  );
}
