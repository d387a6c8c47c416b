import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { MenuItemView } from '@domain/menu';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { deleteMenuItem, getAllDishes, setSoldOut } from '@/api/menu-admin';
import { listAdminCategories } from '@/api/categories-admin';
import { CategoriesPanel } from './CategoriesPanel';
import { MenuCard } from '../menu/MenuCard';
import { MenuItemModal } from '../menu/MenuItemModal';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { Icon } from '../shell/icons';
import { LoadFailed } from '../shell/LoadFailed';
import { SearchBox } from '../shell/SearchBox';
import { SectionHead } from '../shell/SectionHead';
import { useResource } from '@/lib/use-resource';
import '../menu/menu.css';

type Editing = { item: MenuItemView | null } | null;

export default function MenuSection() {
  usePageMeta('Menu Management', 'Add, edit and remove dishes.');
  const menu = useResource(useCallback((signal: AbortSignal) => getAllDishes(signal), []));
  const categories = useResource(useCallback((signal: AbortSignal) => listAdminCategories(signal), []));
  const [managing, setManaging] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MenuItemView | null>(null);
  const { reload } = menu;

  const menuFailed = menu.error !== null;
  useEffect(() => {
    if (menuFailed) toast.error(errorMessage(menu.error, 'Failed to fetch menu'), { toastId: 'menu-load' });
  }, [menuFailed, menu.error]);
  const categoryList = useMemo(() => (categories.data ?? []).map((c) => c.name), [categories.data]);

  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    const items = menu.data ?? [];
    return q ? items.filter((i) => i.name.toLowerCase().includes(q) || i.category.toLowerCase().includes(q)) : items;
  }, [menu.data, search]);

  const [toggling, setToggling] = useState<string | null>(null);
  const toggleSoldOut = async (item: MenuItemView) => {
    setToggling(item._id);
    try {
      const saved = await setSoldOut(item._id, !item.soldOut);
      toast.success(saved.soldOut ? `${saved.name} marked sold out` : `${saved.name} is back on the menu`);
      reload();
    } catch (e) {
      toast.error(errorMessage(e, 'Could not change it. Please try again.'));
    } finally {
      setToggling(null);
    }
  };

  const remove = async (item: MenuItemView) => {
    try {
      await deleteMenuItem(item._id);
      toast.success('Item deleted');
      reload();
    } catch (e) {
      toast.error('Delete failed');
      throw e;
    }
  };

  return (
    <section aria-labelledby="menu-heading">
      <SectionHead id="menu-heading" title="Menu Management" lead={menu.data ? `${menu.data.length} dishes on the menu.` : 'Dishes, prices and pictures.'}>
        <button type="button" className="btn btn-ghost" aria-expanded={managing} onClick={() => setManaging((m) => !m)}>
          Categories
        </button>
        <button type="button" className="btn" disabled={categoryList.length === 0} onClick={() => setEditing({ item: null })}>
          <Icon name="plus" /> Add Item
        </button>
      </SectionHead>
      {managing && (
        <CategoriesPanel
          categories={categories}
          onChanged={() => {
            categories.reload();
            reload();
          }}
        />
      )}
      <div className="admin-toolbar">
        <SearchBox
          id="menu-search"
          label="Search the menu"
          placeholder="Search by name or category"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" className="btn btn-ghost btn-sm" onClick={reload} disabled={menu.loading} aria-label="Refresh menu">
          <Icon name="refresh" size={18} /> Refresh
        </button>
      </div>

      <div aria-live="polite" aria-busy={menu.loading}>
        {menu.loading && !menu.data && <p className="loading-state">Loading menu...</p>}
        {menuFailed && !menu.data && (
          <LoadFailed className="admin-panel" title="Failed to fetch menu" message={errorMessage(menu.error, 'Please try again.')} onRetry={reload} />
        )}
        {menu.data && visible.length === 0 && (
          <p className="empty-state admin-panel">{search.trim() ? `No dishes match “${search.trim()}”.` : 'No menu items yet. Add the first one.'}</p>
        )}
        {visible.length > 0 && (
          <ul className="admin-card-grid">
            {visible.map((item) => (
              <MenuCard
                key={item._id}
                item={item}
                onEdit={() => setEditing({ item })}
                onDelete={() => setDeleting(item)}
                onSoldOut={() => void toggleSoldOut(item)}
                toggling={toggling === item._id}
              />
            ))}
          </ul>
        )}
      </div>

      {editing && (
        <MenuItemModal
          item={editing.item}
          categories={categoryList}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete item"
          message="Are you sure you want to delete this item?"
          confirmLabel="Delete"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
