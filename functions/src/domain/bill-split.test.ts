import { describe, expect, it } from 'vitest';
import { allocate, maxWays, partsRefusal, SPLIT_COLUMNS, splitByLines, splitEvenly, SplitInput, type PartLine, type SplitFigures } from './bill-split';
import { priceOrder, TAX_SPLITS, type OrderRates, type PricedLine } from './pricing';

/** A small seeded generator, so a failing bill can be found again by its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
}

/** A bill as closing makes it: random lines, rates, service charge, discount, priced by the one pricing rule. */
function randomBill(seed: number) {
  const r = random(seed);
  const lines: PricedLine[] = Array.from({ length: r.int(1, 8) }, () => ({
    priceCents: r.pick([r.int(1, 99), r.int(100, 99_999), r.int(1, 20) * 1000, 35_000]),
    quantity: r.int(1, 6),
  }));
  const rates: OrderRates = {
    chargeBp: r.pick([0, 500, 1000, 1250]),
    taxName: 'GST',
    taxBp: r.pick([500, 1200, 1800, 2800]),
    taxApplied: r.next() > 0.1,
    inclusive: r.next() > 0.7,
    split: r.pick(TAX_SPLITS),
    roundOff: r.next() > 0.4,
    serviceCharge: r.next() > 0.3,
  };
  const discount = r.pick([null, { percentBp: r.int(1, 5000), amountCents: null }, { percentBp: null, amountCents: r.int(1, 50_000) }]);
  return { lines, rates, whole: priceOrder(lines, rates, discount) };
}

const sumOf = (parts: readonly SplitFigures[], column: (typeof SPLIT_COLUMNS)[number]) => parts.reduce((s, p) => s + p[column], 0);
const spread = (parts: readonly SplitFigures[], column: (typeof SPLIT_COLUMNS)[number]) =>
  Math.max(...parts.map((p) => p[column])) - Math.min(...parts.map((p) => p[column]));

/** What makes a part an invoice of its own, as priceOrder's figures are one. */
function expectValidInvoice(part: SplitFigures, rates: OrderRates) {
  const gross = part.subtotalCents - part.discountCents + part.chargeCents;
  if (!rates.inclusive || !rates.taxApplied) expect(part.taxableCents).toBe(gross);
  expect(part.totalCents).toBe(part.taxableCents + part.taxCents + part.roundOffCents);
  // Within India the tax is the two halves, or IGST; elsewhere one tax line.
  if (rates.split !== 'none') expect(part.taxCents).toBe(part.cgstCents + part.sgstCents + part.igstCents);
  // The law's equal halves: CGST and SGST never differ by a paisa.
  expect(part.cgstCents).toBe(part.sgstCents);
  if (rates.split !== 'igst') expect(part.igstCents).toBe(0);
  if (rates.split !== 'cgst-sgst') expect(part.cgstCents).toBe(0);
  for (const c of SPLIT_COLUMNS) if (c !== 'roundOffCents') expect(part[c], c).toBeGreaterThanOrEqual(0);
  if (rates.roundOff) expect(part.totalCents % 100).toBe(0);
  // A round-off line stays under a rupee.
  expect(Math.abs(part.roundOffCents)).toBeLessThan(100);
  // Each tax is its rate on the part's own taxable value, to within rounding.
  if (rates.taxApplied && rates.split === 'cgst-sgst') expect(Math.abs(part.cgstCents - (part.taxableCents * rates.taxBp) / 20_000)).toBeLessThanOrEqual(2);
  if (rates.taxApplied && rates.split === 'igst') expect(Math.abs(part.igstCents - (part.taxableCents * rates.taxBp) / 10_000)).toBeLessThanOrEqual(2);
}

function expectAddsUp(parts: readonly SplitFigures[], whole: SplitFigures) {
  for (const c of SPLIT_COLUMNS) expect(sumOf(parts, c), c).toBe(whole[c]);
}

/** A random split by lines: each line to one part, or its quantity shared among a few (thirds, halves, whole ones). */
function randomParts(seed: number, lines: readonly PricedLine[], ways: number): PartLine[][] {
  const r = random(seed);
  const parts: PartLine[][] = Array.from({ length: ways }, () => []);
  lines.forEach((l, line) => {
    const style = r.int(0, 2);
    if (style === 0) parts[r.int(0, ways - 1)]!.push({ line, quantity: l.quantity });
    else if (style === 1) for (let k = 0; k < l.quantity; k++) parts[r.int(0, ways - 1)]!.push({ line, quantity: 1 });
    else {
      const among = r.int(1, ways);
      const start = r.int(0, ways - 1);
      for (let k = 0; k < among; k++) parts[(start + k) % ways]!.push({ line, quantity: l.quantity / among });
    }
  });
  // A part left empty takes a share of the first line, so every part has something to pay for.
  const empty = parts.filter((p) => p.length === 0);
  if (empty.length > 0) {
    const q = lines[0]!.quantity;
    for (const p of parts) {
      for (let k = p.length - 1; k >= 0; k--) if (p[k]!.line === 0) p.splice(k, 1);
    }
    for (const p of parts) p.push({ line: 0, quantity: q / ways });
  }
  return parts;
}

describe('allocate: largest remainder', () => {
  it('shares 100 paise in 3 as 34, 33, 33: the paisa left goes to the first', () => {
    expect(allocate(100, [100 / 3, 100 / 3, 100 / 3])).toEqual([34, 33, 33]);
  });

  it('gives the paise left to the largest remainders, not the first parts', () => {
    expect(allocate(10, [2.2, 3.3, 4.5])).toEqual([2, 3, 5]);
  });

  it('on a tie, gives the paisa to the part the preference ranks higher', () => {
    expect(allocate(101, [50.5, 50.5], 1, [3, 7])).toEqual([50, 51]);
  });

  it('takes paise back from the smallest remainders when the ideals add up to more than the total', () => {
    expect(allocate(9, [3.1, 3.6, 3.3])).toEqual([3, 3, 3]);
    expect(allocate(8, [3.1, 3.6, 3.3])).toEqual([2, 3, 3]);
  });

  it('in whole rupees: 601 rupees in 2 parts are 301 and 300 rupees', () => {
    expect(allocate(60_100, [30_050, 30_050], 100)).toEqual([30_100, 30_000]);
  });
});

describe('splitEvenly: a worked bill', () => {
  // 2 thalis at ₹350 and 3 rotli at ₹25 (₹775); 10% service ₹77.50; GST 5% within the state on ₹852.50:
  // CGST 2.5% ₹21.31, SGST ₹21.31; ₹895.12 rounds to ₹895.
  const lines = [
    { priceCents: 35_000, quantity: 2 },
    { priceCents: 2500, quantity: 3 },
  ];
  const rates: OrderRates = { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst', roundOff: true, serviceCharge: true };
  const whole = priceOrder(lines, rates);

  it('is the bill the docs show', () => {
    expect(whole).toMatchObject({
      subtotalCents: 77_500,
      chargeCents: 7750,
      taxableCents: 85_250,
      cgstCents: 2131,
      sgstCents: 2131,
      roundOffCents: -12,
      totalCents: 89_500,
    });
  });

  it('in 2: ₹448 and ₹447, each with equal halves of GST, adding up to ₹895', () => {
    const parts = splitEvenly({ ...whole, lines }, 2, { roundOff: true });
    expect(parts.map((p) => p.totalCents)).toEqual([44_800, 44_700]);
    expect(parts.map((p) => [p.subtotalCents, p.chargeCents, p.taxableCents, p.cgstCents, p.sgstCents, p.roundOffCents])).toEqual([
      [38_750, 3875, 42_625, 1066, 1066, 43],
      [38_750, 3875, 42_625, 1065, 1065, -55],
    ]);
    expectAddsUp(parts, whole);
    expect(parts[0]!.lines).toEqual([
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1.5 },
    ]);
  });

  it('in 3 without round-off: the totals differ by at most a paisa', () => {
    const plain = priceOrder(lines, { ...rates, roundOff: false });
    const parts = splitEvenly({ ...plain, lines }, 3, { roundOff: false });
    expect(parts.map((p) => p.totalCents)).toEqual([29_838, 29_837, 29_837]);
    expectAddsUp(parts, plain);
  });
});

describe('splitByLines: a worked bill', () => {
  it('the thalis to one guest and the rotli to the other: each pays its lines, its share of service and its own GST', () => {
    const lines = [
      { priceCents: 35_000, quantity: 2 },
      { priceCents: 2500, quantity: 3 },
    ];
    const rates: OrderRates = { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst', roundOff: false, serviceCharge: true };
    const whole = priceOrder(lines, rates);
    const parts = splitByLines({ ...whole, lines }, [[{ line: 0, quantity: 2 }], [{ line: 1, quantity: 3 }]], { roundOff: false });
    expect(parts[0]).toMatchObject({
      subtotalCents: 70_000,
      chargeCents: 7000,
      taxableCents: 77_000,
      cgstCents: 1925,
      sgstCents: 1925,
      roundOffCents: 0,
      totalCents: 80_850,
    });
    // ₹75 + ₹7.50 service = ₹82.50; CGST 2.5% = ₹2.0625, and the paisa the whole's rounding gave goes here: ₹2.06.
    expect(parts[1]).toMatchObject({
      subtotalCents: 7500,
      chargeCents: 750,
      taxableCents: 8250,
      cgstCents: 206,
      sgstCents: 206,
      roundOffCents: 0,
      totalCents: 8662,
    });
    expectAddsUp(parts, whole);
  });

  it('rounded to the rupee: the rupee the whole rounded to goes to the part nearest its next rupee', () => {
    const lines = [
      { priceCents: 35_000, quantity: 2 },
      { priceCents: 2500, quantity: 3 },
    ];
    const rates: OrderRates = { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst', roundOff: true, serviceCharge: true };
    const whole = priceOrder(lines, rates);
    const parts = splitByLines({ ...whole, lines }, [[{ line: 0, quantity: 2 }], [{ line: 1, quantity: 3 }]], { roundOff: true });
    // ₹808.50 and ₹86.62 before rounding; the whole is ₹895: ₹808 (−0.50) and ₹87 (+0.38).
    expect(parts.map((p) => [p.totalCents, p.roundOffCents])).toEqual([
      [80_800, -50],
      [8700, 38],
    ]);
    expectAddsUp(parts, whole);
  });
});

describe('property: over many random bills, every split adds up to the whole to the paisa', () => {
  const bills = Array.from({ length: 400 }, (_, seed) => ({ seed, ...randomBill(seed) }));

  it('evenly in 2 to 20: each column adds up, each part is an invoice, the parts differ by at most a paisa (a rupee rounded)', () => {
    for (const { seed, lines, rates, whole } of bills) {
      const ways = 2 + (seed % 19);
      const parts = splitEvenly({ ...whole, lines }, ways, { roundOff: rates.roundOff === true });
      expect(parts).toHaveLength(ways);
      expectAddsUp(parts, whole);
      for (const p of parts) expectValidInvoice(p, rates);
      for (const c of ['subtotalCents', 'discountCents', 'chargeCents', 'taxableCents', 'cgstCents', 'igstCents'] as const)
        expect(spread(parts, c), `${c} seed ${seed}`).toBeLessThanOrEqual(1);
      expect(spread(parts, 'totalCents'), `seed ${seed}`).toBeLessThanOrEqual(rates.roundOff ? 100 : 1);
      // Every line is shared out whole.
      for (const [i, l] of lines.entries()) expect(parts.reduce((s, p) => s + p.lines[i]!.quantity, 0)).toBeCloseTo(l.quantity, 9);
    }
  });

  it('by lines, with quantities shared: each column adds up, each part is an invoice in proportion to its lines', () => {
    for (const { seed, lines, rates, whole } of bills) {
      const ways = 2 + (seed % 5);
      const parts = randomParts(seed * 7919, lines, ways);
      expect(
        partsRefusal(
          lines.map((l, i) => ({ ...l, name: `line ${i}` })),
          parts,
        ),
        `seed ${seed}`,
      ).toBeNull();
      const split = splitByLines({ ...whole, lines }, parts, { roundOff: rates.roundOff === true });
      expectAddsUp(split, whole);
      for (const [i, p] of split.entries()) {
        expectValidInvoice(p, rates);
        // The part pays for its lines: its subtotal is their value, to within a paisa (a shared line's fraction of a paisa).
        const value = parts[i]!.reduce((s, pl) => s + lines[pl.line]!.priceCents * pl.quantity, 0);
        expect(Math.abs(p.subtotalCents - value), `seed ${seed}`).toBeLessThan(1);
      }
      // Tax on top, not rounded: each part's total is exactly its taxable value plus its tax.
      if (!rates.roundOff && !rates.inclusive) for (const p of split) expect(p.roundOffCents).toBe(0);
    }
  });

  it('a bill with nothing to share out but one paisa still adds up', () => {
    const lines = [{ priceCents: 1, quantity: 1 }];
    const whole = priceOrder(lines, { chargeBp: 0, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst' });
    const parts = splitEvenly({ ...whole, lines }, 3, { roundOff: false });
    expect(parts.map((p) => p.totalCents)).toEqual([1, 0, 0]);
    expectAddsUp(parts, whole);
  });
});

describe('partsRefusal: the parts must give out every line exactly', () => {
  const lines = [
    { name: 'Gujarati thali', priceCents: 35_000, quantity: 2 },
    { name: 'Rotli', priceCents: 2500, quantity: 3 },
  ];
  const ok: PartLine[][] = [
    [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 2 },
    ],
    [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
    ],
  ];

  it('takes parts that cover every line, thirds included', () => {
    expect(partsRefusal(lines, ok)).toBeNull();
    const thirds = [0, 1, 2].map(() => [
      { line: 0, quantity: 2 / 3 },
      { line: 1, quantity: 1 },
    ]);
    expect(partsRefusal(lines, thirds)).toBeNull();
  });

  it('refuses a line left out, or given twice', () => {
    expect(partsRefusal(lines, [[{ line: 0, quantity: 2 }], [{ line: 1, quantity: 2 }]])).toBe(
      'Rotli: the parts take 2 of 3; give every line to the parts exactly',
    );
    expect(partsRefusal(lines, [...ok, [{ line: 0, quantity: 1 }]])).toBe('Gujarati thali: the parts take 3 of 2; give every line to the parts exactly');
  });

  it('refuses a line the bill does not have, an empty part, and one part', () => {
    expect(partsRefusal(lines, [...ok.slice(0, 1), [{ line: 2, quantity: 1 }]])).toBe('The bill has no line 3');
    expect(partsRefusal(lines, [...ok, []])).toBe('Each part needs at least one line');
    expect(partsRefusal(lines, [ok.flat()])).toBe('Give 2 to 20 parts');
  });
});

describe('SplitInput and maxWays', () => {
  it('takes ways or parts, not both, not neither', () => {
    expect(SplitInput.safeParse({ ways: 2 }).success).toBe(true);
    expect(SplitInput.safeParse({ parts: [[{ line: 0, quantity: 1 }], [{ line: 1, quantity: 0.5 }]] }).success).toBe(true);
    expect(SplitInput.safeParse({}).error?.issues[0]?.message).toBe('Split by ways or by parts, not both');
    expect(SplitInput.safeParse({ ways: 2, parts: [] }).success).toBe(false);
  });

  it('refuses 1 way, 21 ways, half a way and a quantity of 0', () => {
    expect(SplitInput.safeParse({ ways: 1 }).error?.issues[0]?.message).toBe('A bill splits into 2 to 20 parts');
    expect(SplitInput.safeParse({ ways: 21 }).error?.issues[0]?.message).toBe('A bill splits into 2 to 20 parts');
    expect(SplitInput.safeParse({ ways: 2.5 }).error?.issues[0]?.message).toBe('ways must be a whole number');
    expect(SplitInput.safeParse({ parts: [[{ line: 0, quantity: 0 }], [{ line: 0, quantity: 1 }]] }).error?.issues[0]?.message).toBe(
      'Each quantity must be more than 0',
    );
  });

  it('a party of 3 splits into at most 6; a party of 15 into at most 20', () => {
    expect(maxWays(3)).toBe(6);
    expect(maxWays(15)).toBe(20);
    expect(maxWays(1)).toBe(2);
  });
});
