import type { MenuItemView } from '@domain/menu';
import { Img } from '@/components/Img';
import { formatMoney } from '@/lib/format';
import { Icon } from '../shell/icons';

export function MenuCard({ item, onEdit, onDelete }: { item: MenuItemView; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className={`admin-menu-card${item.soldOut ? ' is-sold-out' : ''}`}>
      <div className="admin-menu-media">
        <Img src={item.image} alt={item.name} width={320} height={240} />
        {item.soldOut && <span className="badge badge-red admin-menu-flag">Sold out</span>}
      </div>
      <div className="admin-menu-body">
        <h3>{item.name}</h3>
        <p className="admin-menu-desc">{item.description || 'No description'}</p>
        <div className="admin-menu-meta">
          <span className="badge">{item.category}</span>
          <span className="admin-menu-price">{formatMoney(item.price)}</span>
        </div>
        <div className="admin-menu-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
            <Icon name="edit" size={16} /> Edit
          </button>
          <button type="button" className="btn btn-ghost btn-sm admin-danger-text" onClick={onDelete} aria-label={`Delete ${item.name}`}>
            <Icon name="trash" size={16} /> Delete
          </button>
        </div>
      </div>
    </li>
  );
}
