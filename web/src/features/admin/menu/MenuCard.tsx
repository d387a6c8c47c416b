import type { MenuItemView } from '@domain/menu';
import { Img } from '@/components/Img';
import { useMoney } from '@/lib/prices';
import { EditDeleteButtons } from '../shell/EditDeleteButtons';

export function MenuCard({
  item,
  onEdit,
  onDelete,
  onSoldOut,
  toggling,
}: {
  item: MenuItemView;
  onEdit: () => void;
  onDelete: () => void;
  onSoldOut: () => void;
  toggling: boolean;
}) {
  const money = useMoney();
  return (
    <li className={`admin-card admin-menu-card${item.soldOut ? ' is-sold-out' : ''}`}>
      <div className="admin-card-media">
        <Img src={item.image} alt={item.name} width={320} height={240} />
        {item.soldOut && <span className="badge badge-red admin-card-flag">Sold out</span>}
      </div>
      <div className="admin-card-body">
        <h3>{item.name}</h3>
        <p className="admin-menu-desc">{item.description || 'No description'}</p>
        <div className="admin-menu-meta">
          <span className="badge">{item.category}</span>
          <span className="admin-menu-price">{money(item.price)}</span>
        </div>
        <button type="button" className="btn btn-ghost btn-sm admin-menu-soldout" aria-pressed={item.soldOut} disabled={toggling} onClick={onSoldOut}>
          {toggling ? 'Saving...' : item.soldOut ? 'Put back on' : 'Mark sold out'}
        </button>
        <EditDeleteButtons name={item.name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
