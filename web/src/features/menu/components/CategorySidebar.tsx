import { useT } from '@/i18n';
interface Props {
  categories: string[];
  /** Each category's name in the page's language, by its English name; absent: the English. */
  names?: Record<string, string>;
  selected: string;
  counts: Record<string, number>;
  onSelect: (category: string) => void;
}

/** The category list: a column beside the grid on wide screens, a scrolling strip on phones. */
export function CategorySidebar({ categories, names = {}, selected, counts, onSelect }: Props) {
  const t = useT('menu');
  return (
    <nav className="menu-categories" aria-label={t('categories')}>
      <ul>
        {categories.map((c) => (
          <li key={c}>
            <button type="button" className="menu-category" aria-pressed={c === selected} onClick={() => onSelect(c)}>
              <span>{names[c] ?? c}</span>
              <span className="menu-category-count" aria-label={t('categoryCount', { count: counts[c] ?? 0 })}>
                {counts[c] ?? 0}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
