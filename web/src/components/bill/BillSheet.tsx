import type { InvoiceView } from '@domain/invoice-view';
import { formatMoney } from '@domain/money';
import { PAID_MODE_LABEL } from '@domain/payment-modes';
import { useSettings } from '@/lib/settings';
import { UpiQr, upiIdOf } from '@/components/upi/UpiQr';

export type BillPaper = 'a4' | '80mm';

/**
 * The tax invoice as printed: seller, GSTIN, FSSAI licence and SAC, the lines, the taxable
 * value, CGST and SGST (or IGST, or one tax line), any round-off, the total and the amount in words.
 * The same markup serves A4 and an 80 mm roll; bill.css lays each out.
 */
export function BillSheet({ invoice, paper }: { invoice: InvoiceView; paper: BillPaper }) {
  const { timeZone } = useSettings().locale;
  const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const money = (n: number) => formatMoney(n, invoice.currency.symbol, invoice.currency.code);
  const service = invoice.orderType === 'dine-in' ? `Dine-in${invoice.tableNumber ? `, table ${invoice.tableNumber}` : ''}` : 'Takeaway';
  return (
    <article className={`bill-sheet bill-${paper}`} data-testid="bill-sheet" aria-label={`Tax invoice ${invoice.number}`}>
      <header className="bill-head">
        <h2>{invoice.seller.name}</h2>
        <p>{invoice.seller.address}</p>
        <p>Phone {invoice.seller.phone}</p>
        {invoice.gstin && <p>GSTIN {invoice.gstin}</p>}
        {invoice.seller.fssaiLicence && <p>FSSAI Lic. No. {invoice.seller.fssaiLicence}</p>}
        <p className="bill-title">{invoice.creditNote ? 'TAX INVOICE — CANCELLED' : invoice.void ? 'TAX INVOICE — VOID' : 'TAX INVOICE'}</p>
        {invoice.creditNote && (
          <p className="bill-title" data-testid="bill-credit-note">
            Credit note <span className="bill-number">{invoice.creditNote.number}</span> · {money(invoice.creditNote.amount)} · {when(invoice.creditNote.date)}
          </p>
        )}
      </header>
      <dl className="bill-facts">
        <div>
          <dt>Invoice</dt>
          <dd data-testid="bill-number">{invoice.number}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{when(invoice.date)}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>
            #{invoice.reference}
            {invoice.tokenNumber !== null && ` · Token ${invoice.tokenNumber}`}
          </dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{service}</dd>
        </div>
        <div>
          <dt>Guest</dt>
          <dd>
            {invoice.customer.name}
            {invoice.customer.phone && ` · ${invoice.customer.phone}`}
          </dd>
        </div>
        {invoice.billedTo && (
          <div className="bill-billed-to" data-testid="bill-billed-to">
            <dt>Billed to</dt>
            <dd>
              {invoice.billedTo.name} · GSTIN {invoice.billedTo.gstin}
            </dd>
          </div>
        )}
        <div>
          <dt>SAC</dt>
          <dd>{invoice.sac}</dd>
        </div>
      </dl>
      <table className="bill-lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Rate</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, i) => (
            <tr key={i}>
              <td>
                {l.name}
                {l.note && <span className="bill-note">{l.note}</span>}
              </td>
              <td>{l.quantity}</td>
              <td>{money(l.price)}</td>
              <td>{money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bill-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(invoice.subtotal)}</dd>
        </div>
        {invoice.discount !== 0 && (
          <div>
            <dt>{invoice.discountLabel}</dt>
            <dd>-{money(invoice.discount)}</dd>
          </div>
        )}
        {invoice.charges !== 0 && (
          <div>
            <dt>Service / parcel charge</dt>
            <dd>{money(invoice.charges)}</dd>
          </div>
        )}
        <div>
          <dt>Taxable value</dt>
          <dd data-testid="bill-taxable">{money(invoice.taxable)}</dd>
        </div>
        {invoice.taxLines.map((t) => (
          <div key={t.label}>
            <dt>{t.label}</dt>
            <dd>{money(t.amount)}</dd>
          </div>
        ))}
        {invoice.roundOff !== 0 && (
          <div>
            <dt>Round off</dt>
            <dd>{money(invoice.roundOff)}</dd>
          </div>
        )}
        <div className="bill-total">
          <dt>Total</dt>
          <dd data-testid="bill-total">{money(invoice.total)}</dd>
        </div>
      </dl>
      <p className="bill-words">{invoice.amountInWords}</p>
      {invoice.inclusive && <p className="bill-small">Prices include GST.</p>}
      {invoice.payment && (
        <p className="bill-small">
          Paid {invoice.payment.parts.map((p) => `${PAID_MODE_LABEL[p.mode]} ${money(p.amount)}`).join(' + ')} on {when(invoice.payment.at)}
        </p>
      )}
      {invoice.upi && (
        <section className="bill-upi" data-testid="bill-upi" aria-label="Pay by UPI">
          <UpiQr uri={invoice.upi.uri} label={`UPI QR code: pay ${money(invoice.total)}`} className="bill-upi-qr" />
          <p className="bill-upi-line">Scan to pay {money(invoice.total)} by UPI</p>
          <p className="bill-small">UPI id {upiIdOf(invoice.upi.uri)}</p>
        </section>
      )}
      <p className="bill-thanks">Thank you. Please visit again.</p>
    </article>
  );
}
