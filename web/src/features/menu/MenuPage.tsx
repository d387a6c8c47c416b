import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { Img } from '@/components/Img';
import { formatMoney } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';

interface Item {
  _id: string;
  name: string;
  price: number;
  image: string;
  category: string;
}

export default function MenuPage() {
  usePageMeta('Menu', 'Our menu.');
  const [items, setItems] = useState<Item[] | null>(null);
  useEffect(() => {
    void api.get<Item[]>('/menu').then((r) => setItems(r.data ?? []));
  }, []);
  return (
    <main className="container page" id="main">
      <h1>Menu</h1>
      {items === null ? (
        <p className="loading-state">Loading menu...</p>
      ) : (
        <ul className="menu-grid">
          {items.map((i) => (
            <li key={i._id} className="card">
              <Img src={i.image} alt={i.name} width={320} height={240} />
              <h2>{i.name}</h2>
              <p>{formatMoney(i.price)}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
