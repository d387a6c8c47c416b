import { useMemo, useState } from 'react';
import type { SalesReport } from '@/api/reports-admin';

type Dish = SalesReport['dishes'][number];
type Key = 'name' | 'quantity' | 'revenue';
const LABELS: Record<Key, string> = { name: 'Dish', quantity: 'Quantity', revenue: 'Revenue' };

/** Dishes by quantity and revenue; a column heading sorts by it, a second press reverses. */
export function DishesTable({ dishes, money }: { dishes: Dish[]; money: (n: number) => string }) {
  const [sort, setSort] = useState<{ key: Key; desc: boolean }>({ key: 'revenue', desc: true });
  const rows = useMemo(() => {
    const sorted = [...dishes].sort((a, b) => (sort.key === 'name' ? a.name.localeCompare(b.name) : a[sort.key] - b[sort.key]));
    return sort.desc ? sorted.reverse() : sorted;
  }, [dishes, sort]);
  const top = Math.max(...dishes.map((d) => d.revenue), 0);
  if (dishes.length === 0) return <p className="report-empty">No dishes sold in this range.</p>;
  const header = (key: Key) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'} className={key === 'name' ? undefined : 'num'}>
      <button type="button" className="report-sort" onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' }))}>
        {LABELS[key]}
        <span aria-hidden="true">{sort.key === key ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </th>
  );
  return (
    <div className="report-scroll">
      <table className="report-table">
        <caption className="visually-hidden">Dishes sold, sorted by {LABELS[sort.key].toLowerCase()}</caption>
        <thead>
          <tr>
            {header('name')}
            {header('quantity')}
            {header('revenue')}
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.itemId}>
              <th scope="row">
                {d.name}
                <span className="report-inline-bar" style={{ width: `${top > 0 ? (d.revenue / top) * 100 : 0}%` }} aria-hidden="true" />
              </th>
              <td className="num">{d.quantity}</td>
              <td className="num">{money(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
