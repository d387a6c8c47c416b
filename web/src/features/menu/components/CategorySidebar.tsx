interface Props {
  categories: string[];
  selected: string;
  counts: Record<string, number>;
  onSelect: (category: string) => void;
}

/** The category list: a column beside the grid on wide screens, a scrolling strip on phones. */
export function CategorySidebar({ categories, selected, counts, onSelect }: Props) {
  return (
    <nav className="menu-categories" aria-label="Menu categories">
      <ul>
        {categories.map((c) => (
          <li key={c}>
            <button type="button" className="menu-category" aria-pressed={c === selected} onClick={() => onSelect(c)}>
              <span>{c}</span>
              <span className="menu-category-count" aria-label={`${counts[c] ?? 0} dishes`}>
                {counts[c] ?? 0}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
