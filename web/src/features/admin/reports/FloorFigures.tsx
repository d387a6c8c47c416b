import { useCallback } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { getFloorReport, type FloorReport, type ServiceFigures } from '@/api/reports-admin';
import { LoadFailed } from '../shell/LoadFailed';
import type { DateRange } from './report-range';

type Money = (amount: number) => string;

const minutes = (m: number | null) => (m === null ? '—' : m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`);
const perCover = (money: Money, cents: number | null) => (cents === null ? '—' : money(cents / 100));

/**
 * The floor's figures, one column a service (and the whole range), one row a figure: on a 390 px phone the four or
 * five narrow columns fit without scrolling, and the table prints as it is.
 */
export function FloorTable({ floor, money }: { floor: FloorReport; money: Money }) {
  if (floor.totals.bills === 0 && floor.services.every((s) => s.bills === 0))
    return <p className="report-empty">No table was billed in this range: the figures come from the floor’s running bills.</p>;
  const cols: Array<{ key: string; name: string; f: Omit<ServiceFigures, 'service' | 'sessions' | 'turns'> & { turns: { done: number; average?: number } } }> =
    [
      ...floor.services.map((s) => ({ key: s.service, name: s.service, f: s })),
      ...(floor.services.length > 1 ? [{ key: '__all', name: 'All', f: floor.totals }] : []),
    ];
  const rows: Array<[string, (f: (typeof cols)[number]['f']) => string]> = [
    ['Covers', (f) => String(f.covers)],
    ['Bills', (f) => String(f.bills)],
    ['Spend', (f) => money(f.spendCents / 100)],
    ['Per cover', (f) => perCover(money, f.spendPerCoverCents)],
    ['Tables cleared', (f) => String(f.turns.done)],
    ['Turns per table', (f) => (f.turns.average === undefined ? '' : f.turns.average.toFixed(2))],
    ['Time seated (average)', (f) => minutes(f.seated.averageMinutes)],
    ['Time seated (median)', (f) => minutes(f.seated.medianMinutes)],
  ];
  return (
    <table className="report-table floor-table">
      <caption className="report-caption">
        Covers are the guests of bills closed, paid or cleared; spend is their invoice totals. Turns: tables cleared per table per service.
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Figure</span>
          </th>
          {cols.map((c) => (
            <th key={c.key} scope="col" className="num">
              {c.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {cols.map((c) => (
              <td key={c.key} className="num">
                {value(c.f)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Turns table by table, for each service that cleared any. */
function TableTurns({ floor }: { floor: FloorReport }) {
  const services = floor.services.filter((s) => s.turns.done > 0);
  if (services.length === 0) return null;
  const tables = services[0]!.turns.tables.map((t) => ({ id: t.tableId, name: t.tableName }));
  for (const s of services.slice(1))
    for (const t of s.turns.tables) if (!tables.some((x) => x.id === t.tableId)) tables.push({ id: t.tableId, name: t.tableName });
  return (
    <details className="report-details">
      <summary>Turns table by table</summary>
      <table className="report-table floor-table">
        <thead>
          <tr>
            <th scope="col">Table</th>
            {services.map((s) => (
              <th key={s.service} scope="col" className="num">
                {s.service}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tables.map((t) => (
            <tr key={t.id}>
              <th scope="row">{t.name}</th>
              {services.map((s) => {
                const at = s.turns.tables.find((x) => x.tableId === t.id);
                return (
                  <td key={s.service} className="num">
                    {at ? at.turns.toFixed(2) : '0.00'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The reports screen's floor panel: the range's figures per service, loaded on their own. */
export function FloorFigures({ range, money }: { range: DateRange; money: Money }) {
  const load = useCallback((signal: AbortSignal) => getFloorReport(range, signal), [range]);
  const { data, error, loading, reload } = useResource(load);
  return (
    <section className="admin-panel report-panel floor-figures" aria-labelledby="report-floor" aria-busy={loading}>
      <h2 id="report-floor">The floor, by service</h2>
      {error !== null && <LoadFailed title="Could not load the floor figures" message={errorMessage(error, 'Please try again.')} onRetry={reload} />}
      {loading && !data && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the floor figures...
        </p>
      )}
      {data && (
        <>
          <FloorTable floor={data} money={money} />
          <TableTurns floor={data} />
        </>
      )}
    </section>
  );
}
