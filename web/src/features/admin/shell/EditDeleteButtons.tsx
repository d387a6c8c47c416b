import { Icon } from './icons';

interface EditDeleteButtonsProps {
  /** The item's name, so each button says what it acts on. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** Edit and Delete under a menu or inventory card. */
export function EditDeleteButtons({ name, onEdit, onDelete, className = 'admin-card-actions' }: EditDeleteButtonsProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Icon name="edit" size={16} /> Edit
      </button>
      <button type="button" className="btn btn-ghost btn-sm admin-danger-text" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Icon name="trash" size={16} /> Delete
      </button>
    </div>
  );
}
