#!/usr/bin/env node
// Figures, not a test: what a report costs once a restaurant has a busy month. Seeds BENCH_ORDERS confirmed orders
// (default 10,000) over one month on the embedded SQLite store (with its Firestore index checks), each order's share
// added to its day's rollup by the same domain code the order transactions run (domain/reports.ts applyOrder), plus
// a rollup for every other day of the year (the month's days again), then times the report services for a day, a
// month and a year and prints the reads billed the way Firestore bills them. The month's orders.csv export is timed
// too: it reads every order, a page at a time, and never holds the file.
//   npm run bench:reports
// Uses the built functions (functions/lib), building them when they lack the reports. Writes artifacts/bench-reports.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './lib.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const MONTH = '2026-11';
const TIME_ZONE = 'Asia/Kolkata';
const OUT = join(ROOT, 'artifacts', 'bench-reports.json');
const lib = (p) => join(ROOT, 'functions', 'lib', p);

if (!existsSync(lib('services/reports.js'))) {
  console.log('functions/lib has no reports yet: building the functions (npm run build -w functions)...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const require = createRequire(import.meta.url);
const { SqliteStore } = require(lib('adapters/sqlite-store.js'));
const { priceOrder } = require(lib('domain/pricing.js'));
const { applyOrder, emptyDay, localHour } = require(lib('domain/reports.js'));
const { REPORT_DAYS, ORDERS: ORDERS_COLLECTION } = require(lib('domain/collections.js'));
const { addDays, restaurantDate, restaurantInstant } = require(lib('domain/time.js'));
const { salesFor, gstFor, csvExport } = require(lib('services/reports.js'));

const DISHES = [
  ['gujarati-thali', 'Gujarati Thali', 34900],
  ['rajasthani-thali', 'Rajasthani Thali', 37900],
  ['punjabi-thali', 'Punjabi Thali', 39900],
  ['dal-baati', 'Dal Baati Churma', 24900],
  ['masala-chaas', 'Masala Chaas', 6900],
  ['sweet-lassi', 'Sweet Lassi', 8900],
  ['jalebi', 'Jalebi with Rabdi', 12900],
  ['khaman', 'Khaman Dhokla', 9900],
];
const RATES = { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, inclusive: false, split: 'cgst-sgst', roundOff: true };

/** A repeatable pseudo-random sequence, so every run seeds the same month. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function makeOrder(i, rnd, daysInMonth) {
  const day = `${MONTH}-${String(1 + (i % daysInMonth)).padStart(2, '0')}`;
  const minute = 8 * 60 + Math.floor(rnd() * 15 * 60);
  const placed = restaurantInstant(day, `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`, TIME_ZONE);
  const orderType = rnd() < 0.6 ? 'dine-in' : 'takeaway';
  const items = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
    const [menuItemId, name, price] = DISHES[Math.floor(rnd() * DISHES.length)];
    const offer = menuItemId === 'punjabi-thali';
    return {
      menuItemId,
      name,
      priceCents: offer ? Math.round(price * 0.8) : price,
      quantity: 1 + Math.floor(rnd() * 2),
      image: '',
      ...(offer ? { listPriceCents: price, offerId: 'weekend', offerTitle: 'Weekend Thali' } : {}),
    };
  });
  const rates = { ...RATES, chargeBp: orderType === 'dine-in' ? 1000 : 500 };
  const at = placed.toISOString();
  const roll = rnd();
  const status = roll < 0.02 ? 'Cancelled' : roll < 0.03 ? 'Voided' : 'Completed';
  return {
    name: `Guest ${i}, "table"`,
    phone: `98${String(i).padStart(8, '0')}`,
    customerId: null,
    tableNumber: orderType === 'dine-in' ? String(1 + (i % 20)) : null,
    orderType,
    items,
    gst: true,
    rates,
    ...priceOrder(items, rates),
    status,
    isVerified: true,
    isPaid: status === 'Completed',
    source: 'online',
    otp: null,
    createdAt: at,
    updatedAt: at,
    verifiedAt: at,
    readyAt: null,
    prepSeconds: null,
    completedAt: status === 'Completed' ? at : null,
    cancelledAt: status === 'Cancelled' ? at : null,
    voided: status === 'Voided' ? { at, by: { uid: 'owner', name: 'Owner' }, reason: 'Rung up twice', from: 'Completed' } : null,
    reportDay: restaurantDate(placed, TIME_ZONE),
    reportHour: localHour(placed, TIME_ZONE),
  };
}

async function seed(store) {
  const rnd = random(27);
  const first = `${MONTH}-01`;
  const daysInMonth = Number(addDays(addDays(first, 32).slice(0, 7) + '-01', -1).slice(8));
  const days = new Map();
  const started = performance.now();
  for (let i = 0; i < ORDERS; i += 400) {
    const batch = [];
    for (let j = i; j < Math.min(ORDERS, i + 400); j++) batch.push({ id: `bench${String(j).padStart(15, '0')}`, ...makeOrder(j, rnd, daysInMonth) });
    await store.transaction(async (tx) => {
      for (const { id, ...doc } of batch) tx.set(ORDERS_COLLECTION, id, doc);
    });
    for (const o of batch) {
      const day = days.get(o.reportDay) ?? emptyDay(o.reportDay);
      days.set(o.reportDay, applyOrder(day, o, 1, { at: o.createdAt, by: 'Owner', reason: o.status }));
    }
  }
  // The rest of the year: each day gets the rollup of the month's day with the same number (the 31st falls back to the 30th).
  const year = [];
  for (let d = `${MONTH.slice(0, 4)}-01-01`; d.startsWith(MONTH.slice(0, 4)); d = addDays(d, 1)) year.push(d);
  await store.transaction(async (tx) => {
    for (const d of year.filter((d) => d.startsWith(MONTH))) tx.set(REPORT_DAYS, d, { ...days.get(d), updatedAt: new Date().toISOString() });
  });
  for (let i = 0; i < year.length; i += 400) {
    await store.transaction(async (tx) => {
      for (const d of year.slice(i, i + 400).filter((d) => !d.startsWith(MONTH))) {
        const like = days.get(`${MONTH}-${d.slice(8)}`) ?? days.get(`${MONTH}-30`);
        tx.set(REPORT_DAYS, d, { ...like, date: d, updatedAt: new Date().toISOString() });
      }
    });
  }
  return { seconds: (performance.now() - started) / 1000, daysInMonth };
}

async function measure(store, label, fn) {
  const reads = store.meter.reads;
  const t0 = performance.now();
  const result = await fn();
  const ms = performance.now() - t0;
  return { label, ms: Math.round(ms), reads: store.meter.reads - reads, result };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
const store = new SqliteStore(join(dir, 'thali.db'));
try {
  console.log(`Reports benchmark: ${ORDERS.toLocaleString('en')} confirmed orders over ${MONTH} on the embedded SQLite store; node ${process.version}`);
  const seeded = await seed(store);
  console.log(`seeded in ${seeded.seconds.toFixed(1)} s (orders, and a rollup for each day of the year)\n`);
  const deps = { store };
  const month = { from: `${MONTH}-01`, to: `${MONTH}-${seeded.daysInMonth}` };
  const rows = [];
  for (const [label, range] of [
    ['day', { from: `${MONTH}-15`, to: `${MONTH}-15` }],
    ['month', month],
    ['year', { from: `${MONTH.slice(0, 4)}-01-01`, to: `${MONTH.slice(0, 4)}-12-31` }],
  ]) {
    const sales = await measure(store, `sales, ${label}`, () => salesFor(deps, range));
    rows.push({ ...sales, result: `${sales.result.totals.orders} orders, total ${sales.result.totals.total}` });
    const gst = await measure(store, `gst, ${label}`, () => gstFor(deps, range));
    rows.push({ ...gst, result: `${gst.result.rates.length} rate(s), tax ${gst.result.totals.tax}` });
  }
  const csv = await measure(store, 'orders.csv, month', async () => {
    let bytes = 0;
    let chunks = 0;
    for await (const chunk of csvExport(deps, 'orders', month)) {
      bytes += Buffer.byteLength(chunk);
      chunks += 1;
    }
    return `${(bytes / 1024).toFixed(0)} KiB in ${chunks} chunks`;
  });
  rows.push(csv);
  const width = Math.max(...rows.map((r) => r.label.length));
  console.log(`${'what'.padEnd(width)}  ${'ms'.padStart(7)}  ${'reads'.padStart(7)}  answer`);
  for (const r of rows) console.log(`${r.label.padEnd(width)}  ${String(r.ms).padStart(7)}  ${String(r.reads).padStart(7)}  ${r.result}`);
  mkdirSync(join(ROOT, 'artifacts'), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ orders: ORDERS, month: MONTH, store: 'sqlite', rows }, null, 2));
  console.log(`\nwrote ${OUT}`);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
