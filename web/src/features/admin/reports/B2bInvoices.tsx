import { useCallback } from 'react';
import { getGstReturn } from '@/api/gst-b2b';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useResource } from '@/lib/use-resource';
import { LoadFailed } from '../shell/LoadFailed';

/** The range's B2B invoices one by one, as GSTR-1 lists them, and what was billed to consumers (B2C) in summary. */
export function B2bInvoices({ range }: { range: { from: string; to: string } }) {
  const money = useMoney();
  const load = useCallback((signal: AbortSignal) => getGstReturn(range, signal), [range]);
  const { data, error, loading, reload } = useResource(load);
  if (error !== null && !data)
    return <LoadFailed title="Could not load the B2B invoices" message={errorMessage(error, 'Please try again.')} onRetry={reload} />;
  if (!data) return <p className="report-empty">{loading ? 'Loading B2B invoices...' : ''}</p>;
  const c = data.b2c.totals;
  return (
    <>
      <h3 className="report-h3">B2B invoices (GSTR-1)</h3>
      {data.b2b.length === 0 ? (
        <p className="report-empty">No invoice in this range was billed to a GSTIN.</p>
      ) : (
        <div className="report-scroll">
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Customer</th>
                <th scope="col">GSTIN</th>
                <th scope="col" className="num">
                  Rate
                </th>
                <th scope="col" className="num">
                  Taxable
                </th>
                <th scope="col" className="num">
                  Tax
                </th>
                <th scope="col" className="num">
                  Invoice value
                </th>
              </tr>
            </thead>
            <tbody>
              {data.b2b.map((i) => (
                <tr key={i.reference}>
                  <td>{i.invoice ?? `#${i.reference} (not yet billed)`}</td>
                  <td>{i.customerName}</td>
                  <td>{i.customerGstin}</td>
                  <td className="num">{i.rate}%</td>
                  <td className="num">{money(i.taxable)}</td>
                  <td className="num">{money(i.tax)}</td>
                  <td className="num">{money(i.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="report-empty">
        B2C (consumers): {c.orders} {c.orders === 1 ? 'order' : 'orders'}, taxable {money(c.taxable)}, tax {money(c.tax)}.
      </p>
    </>
  );
}
