import { describe, expect, it } from 'vitest';
import type { KitchenBoardView, KitchenTicket } from '../domain/kitchen';
import type { OrderDoc } from '../domain/orders';
import { ORDERS } from '../domain/collections';
import type { Settings } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

// Noon on a day of its own: the kitchen takes orders then whatever the hour the suite runs.
const { t, tokens } = apiForFile({ at: restaurantInstant('2036-02-11', '12:00', 'Asia/Kolkata'), sessions: { owner: 'owner', admin: 'admin' } });

const CHAAS = 'seed-masala-chaas';
const PANEER = 'seed-paneer-butter-masala';
const DHOKLA = 'seed-khaman-dhokla';

interface Placed {
  _id: string;
  status: string;
  lastMove: { id: string } | null;
  items: Array<{ name: string; station?: string }>;
}

async function walkIn(items: Array<{ _id: string; quantity: number }>, tableNumber = '4'): Promise<Placed> {
  t.clock.advance(1000);
  const r = await t.call<Placed>('POST', '/api/orders/walk-in', { token: tokens.admin, body: { orderType: 'dine-in', tableNumber, items } });
  expect(r.status, r.body.message).toBe(201);
  return r.body.data!;
}

const board = async (station?: string, since?: string) => {
  const query = new URLSearchParams({ ...(station ? { station } : {}), ...(since ? { since } : {}) }).toString();
  const r = await t.call<KitchenBoardView>('GET', `/api/admin/kitchen${query ? `?${query}` : ''}`, { token: tokens.admin });
  expect(r.status, r.body.message).toBe(200);
  return r.body.data!;
};
const ticket = async (id: string, station?: string): Promise<KitchenTicket | undefined> => (await board(station)).tickets.find((x) => x.id === id);
const move = (id: string, status: string, station?: string, undoable = false) =>
  t.call<Placed>('PATCH', `/api/orders/${id}/status`, { token: tokens.admin, body: { status, undoable, ...(station ? { station } : {}) } });
const stored = async (id: string) => (await t.store.get<OrderDoc>(ORDERS, id))!;
const settings = async () => (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: tokens.owner })).body.data!.settings;
const saveKitchen = async (kitchen: Partial<Settings['kitchen']>) =>
  t.call('PUT', '/api/admin/settings', { token: tokens.owner, body: { ...(await settings()), kitchen: { ...(await settings()).kitchen, ...kitchen } } });

describe('the kitchen stations in Settings and on dishes', () => {
  it('start as the Gujarati counter, the Tandoor and Drinks, with the seeded dishes at their stations', async () => {
    expect((await settings()).kitchen).toMatchObject({ stations: ['Gujarati counter', 'Tandoor', 'Drinks'], thaliStation: 'Gujarati counter' });
    const dishes = (await t.call<Array<{ _id: string; station: string | null }>>('GET', '/api/menu/admin', { token: tokens.admin })).body.data!;
    const at = (id: string) => dishes.find((d) => d._id === id)?.station;
    expect([at(CHAAS), at(PANEER), at(DHOKLA)]).toEqual(['Drinks', 'Tandoor', 'Gujarati counter']);
  });

  it('refuses no station, twins and a thali at a station not listed, naming the field', async () => {
    const none = await saveKitchen({ stations: [] });
    expect([none.status, none.body.message, (none.body.data as { field?: string } | undefined)?.field]).toEqual([
      400,
      'The kitchen needs at least one station',
      'kitchen.stations',
    ]);
    const twins = await saveKitchen({ stations: ['Tandoor', 'TANDOOR'] });
    expect([twins.status, twins.body.message]).toEqual([400, 'Each station needs its own name']);
    const thali = await saveKitchen({ stations: ['Tandoor'], thaliStation: 'Chaat' });
    expect([thali.status, thali.body.message]).toEqual([400, "The thali's station must be one of the kitchen's stations"]);
  });

  it("refuses a dish's station that is not in Settings, and keeps one that is", async () => {
    const form = (station: string) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ name: 'Masala Chaas', description: 'Spiced buttermilk', price: '1.5', category: 'Welcome Drinks', station }))
        f.append(k, v);
      return f;
    };
    const bad = await t.call('PUT', `/api/menu/admin/${CHAAS}`, { token: tokens.admin, form: form('Bar') });
    expect([bad.status, bad.body.message]).toEqual([400, 'Station must be one of the kitchen stations: Gujarati counter, Tandoor, Drinks']);
    const good = await t.call<{ station: string | null }>('PUT', `/api/menu/admin/${CHAAS}`, { token: tokens.admin, form: form('Drinks') });
    expect([good.status, good.body.data?.station]).toEqual([200, 'Drinks']);
  });
});

describe('an order cooked by station', () => {
  it('is stamped when confirmed: each line its station, one Pending part per station', async () => {
    const order = await walkIn([
      { _id: PANEER, quantity: 2 },
      { _id: CHAAS, quantity: 3 },
      { _id: DHOKLA, quantity: 1 },
    ]);
    const doc = await stored(order._id);
    expect(doc.items.map((l) => [l.menuItemId, l.station])).toEqual([
      [PANEER, 'Tandoor'],
      [CHAAS, 'Drinks'],
      [DHOKLA, 'Gujarati counter'],
    ]);
    expect(doc.stations).toEqual(['Gujarati counter', 'Tandoor', 'Drinks'].map((station) => ({ station, status: 'Pending', readyAt: null })));
  });

  it("a station's board holds only its tickets, with only its lines and its own status", async () => {
    const both = await walkIn([
      { _id: PANEER, quantity: 2 },
      { _id: CHAAS, quantity: 1 },
    ]);
    const drinksOnly = await walkIn([{ _id: CHAAS, quantity: 2 }]);
    const tandoor = await board('Tandoor');
    expect(tandoor.station).toBe('Tandoor');
    const ids = tandoor.tickets.map((x) => x.id);
    expect(ids).toContain(both._id);
    expect(ids).not.toContain(drinksOnly._id);
    const mine = tandoor.tickets.find((x) => x.id === both._id)!;
    expect(mine.items).toEqual([{ name: 'Paneer Butter Masala', quantity: 2, station: 'Tandoor' }]);
    expect(mine.stations).toEqual([{ station: 'Tandoor', status: 'Pending', readyAt: null, items: [{ name: 'Paneer Butter Masala', quantity: 2 }] }]);
    // The whole kitchen's board has every line and every part.
    const whole = (await board()).tickets.find((x) => x.id === both._id)!;
    expect(whole.stations!.map((p) => [p.station, p.items.map((l) => l.name)])).toEqual([
      ['Tandoor', ['Paneer Butter Masala']],
      ['Drinks', ['Masala Chaas']],
    ]);
    expect(await ticket(both._id, 'Nowhere')).toBeUndefined();
  });

  it('the order is Preparing once any part starts, and Ready only when every part is', async () => {
    const order = await walkIn([
      { _id: PANEER, quantity: 1 },
      { _id: CHAAS, quantity: 1 },
    ]);
    const started = await move(order._id, 'Preparing', 'Tandoor');
    expect([started.status, started.body.message, started.body.data?.status]).toEqual([200, 'Tandoor: Order marked Preparing', 'Preparing']);
    expect(await ticket(order._id, 'Drinks')).toMatchObject({ status: 'Pending', orderStatus: 'Preparing' });

    expect((await move(order._id, 'Ready', 'Tandoor')).body.data?.status).toBe('Preparing');
    expect(await ticket(order._id, 'Tandoor')).toMatchObject({ status: 'Ready', readyAt: t.clock.now().toISOString(), orderStatus: 'Preparing' });
    expect((await stored(order._id)).readyAt).toBeNull();

    expect((await move(order._id, 'Preparing', 'Drinks')).body.data?.status).toBe('Preparing');
    t.clock.advance(60_000);
    const done = await move(order._id, 'Ready', 'Drinks');
    expect(done.body.data?.status).toBe('Ready');
    const doc = await stored(order._id);
    expect([doc.status, doc.readyAt, doc.stations?.map((p) => p.status)]).toEqual(['Ready', t.clock.now().toISOString(), ['Ready', 'Ready']]);
  });

  it("refuses a part's skipped step, a station the order has nothing for, and an order that left the kitchen", async () => {
    const order = await walkIn([{ _id: CHAAS, quantity: 1 }]);
    const skip = await move(order._id, 'Ready', 'Drinks');
    expect([skip.status, skip.body.message]).toEqual([409, 'The Drinks part is Pending: it can only move to Preparing']);
    const elsewhere = await move(order._id, 'Preparing', 'Tandoor');
    expect([elsewhere.status, elsewhere.body.message]).toEqual([409, 'This order has nothing for the Tandoor station']);
    expect((await move(order._id, 'Preparing')).status).toBe(200);
    expect((await move(order._id, 'Ready')).status).toBe(200);
    expect((await move(order._id, 'Completed')).status).toBe(200);
    const left = await move(order._id, 'Ready', 'Drinks');
    expect([left.status, left.body.message]).toEqual([409, 'A Completed order has left the kitchen']);
  });

  it("the whole kitchen's moves take every part along, as a kitchen with one station always did", async () => {
    const order = await walkIn([
      { _id: PANEER, quantity: 1 },
      { _id: DHOKLA, quantity: 1 },
    ]);
    expect((await move(order._id, 'Preparing', 'Tandoor')).status).toBe(200);
    expect((await move(order._id, 'Ready')).body.data?.status).toBe('Ready');
    expect((await stored(order._id)).stations?.map((p) => [p.station, p.status])).toEqual([
      ['Gujarati counter', 'Ready'],
      ['Tandoor', 'Ready'],
    ]);
    expect(await ticket(order._id, 'Gujarati counter')).toMatchObject({ status: 'Ready' });
  });

  it("undoing a station's move puts its part and the order back", async () => {
    const order = await walkIn([
      { _id: PANEER, quantity: 1 },
      { _id: CHAAS, quantity: 1 },
    ]);
    const moved = await move(order._id, 'Preparing', 'Drinks', true);
    expect(moved.body.data?.status).toBe('Preparing');
    const undone = await t.call<Placed>('POST', `/api/orders/${order._id}/undo`, { token: tokens.admin, body: { move: moved.body.data!.lastMove!.id } });
    expect([undone.status, undone.body.data?.status]).toEqual([200, 'Pending']);
    expect((await stored(order._id)).stations?.map((p) => p.status)).toEqual(['Pending', 'Pending']);
  });

  it("a station's change poll answers its own changes once, and none of another station's orders", async () => {
    const first = await board('Drinks');
    t.clock.advance(4000);
    const tandoorOnly = await walkIn([{ _id: PANEER, quantity: 1 }]);
    const drinks = await walkIn([{ _id: CHAAS, quantity: 1 }]);
    t.clock.advance(4000);
    const changed = await board('Drinks', first.cursor);
    expect([changed.full, changed.tickets.map((x) => x.id)]).toEqual([false, [drinks._id]]);
    expect(changed.tickets.map((x) => x.id)).not.toContain(tandoorOnly._id);
    t.clock.advance(31_000);
    expect((await board('Drinks', changed.cursor)).tickets).toEqual([]);
  });

  it('a dish whose station was removed from Settings goes to the default station, the first', async () => {
    expect((await saveKitchen({ stations: ['Gujarati counter', 'Drinks'], thaliStation: 'Gujarati counter' })).status).toBe(200);
    const order = await walkIn([{ _id: PANEER, quantity: 1 }]);
    expect((await stored(order._id)).stations?.map((p) => p.station)).toEqual(['Gujarati counter']);
    expect(await ticket(order._id, 'Gujarati counter')).toMatchObject({ items: [{ name: 'Paneer Butter Masala', quantity: 1, station: 'Gujarati counter' }] });
    expect((await saveKitchen({ stations: ['Gujarati counter', 'Tandoor', 'Drinks'] })).status).toBe(200);
  });
});

describe("a floor round's lines go to their stations", () => {
  // A round as the running bill writes it (services/running-bills): a confirmed dine-in order with billId and round,
  // its lines stamped by pricing. Written here without its parts, as a round may be: the kitchen finds them from its lines.
  it("each station's ticket carries the table and the round number, and the round is Ready when all its parts are", async () => {
    const placed = await walkIn(
      [
        { _id: PANEER, quantity: 2 },
        { _id: CHAAS, quantity: 4 },
      ],
      'T5',
    );
    await t.store.update(ORDERS, placed._id, { billId: 'bill-stations', round: 2, stations: null, updatedAt: t.clock.now().toISOString() });
    const tandoor = await ticket(placed._id, 'Tandoor');
    expect(tandoor).toMatchObject({
      round: 2,
      billId: 'bill-stations',
      tableNumber: 'T5',
      status: 'Pending',
      items: [{ name: 'Paneer Butter Masala', quantity: 2 }],
    });
    expect((await ticket(placed._id, 'Drinks'))?.items).toEqual([{ name: 'Masala Chaas', quantity: 4, station: 'Drinks' }]);
    for (const station of ['Tandoor', 'Drinks'])
      for (const status of ['Preparing', 'Ready']) expect((await move(placed._id, status, station)).status).toBe(200);
    const doc = await stored(placed._id);
    expect([doc.status, doc.stations?.map((p) => [p.station, p.status])]).toEqual([
      'Ready',
      [
        ['Tandoor', 'Ready'],
        ['Drinks', 'Ready'],
      ],
    ]);
  });
});
