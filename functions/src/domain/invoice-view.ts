import { amountInWords, type OrderInvoice } from './invoice';
import { orderReference, type OrderDoc } from './orders';
import { legacyOrderRates, percentText, storedPrice, taxLines } from './pricing';
import { addressLine, type Settings } from './settings';
import { toDollars } from './money';
import { awaitsPayment, upiRequest } from './upi';

/** GET /api/orders/{id}/invoice: the tax invoice of a numbered order, in the API's units. */
export function invoiceView(order: OrderDoc & { id: string; invoice: OrderInvoice }, settings: Settings) {
  const p = storedPrice(order);
  const rates = order.rates ?? legacyOrderRates(order.orderType, order.gst);
  const $ = toDollars;
  return {
    number: order.invoice.number,
    date: order.invoice.issuedAt,
    // A cancelled order keeps its invoice number, reversed by its credit note.
    void: order.status === 'Voided' || Boolean(order.creditNote),
    creditNote: order.creditNote ? { number: order.creditNote.number, date: order.creditNote.issuedAt, amount: toDollars(order.creditNote.amountCents) } : null,
    reference: orderReference(order.id),
    tokenNumber: order.tokenNumber ?? null,
    seller: {
      name: settings.identity.name,
      address: addressLine(settings),
      phone: settings.identity.phone,
      fssaiLicence: settings.identity.fssaiLicence,
    },
    gstin: settings.identity.gstin,
    sac: settings.tax.sac,
    customer: { name: order.name, phone: order.phone },
    /** A B2B invoice's customer, printed as "Billed to"; null for a consumer. */
    billedTo: order.billing ? { name: order.billing.customerName, gstin: order.billing.customerGstin } : null,
    orderType: order.orderType,
    tableNumber: order.tableNumber,
    lines: order.items.map((l) => ({ name: l.name, quantity: l.quantity, price: $(l.priceCents), amount: $(l.priceCents * l.quantity), note: l.note ?? '' })),
    subtotal: $(p.subtotalCents),
    discount: $(p.discountCents),
    discountLabel: order.discount?.percentBp ? `Discount (${percentText(order.discount.percentBp)})` : 'Discount',
    charges: $(p.chargeCents),
    taxable: $(p.taxableCents),
    cgst: $(p.cgstCents),
    sgst: $(p.sgstCents),
    igst: $(p.igstCents),
    tax: $(p.taxCents),
    taxLines: taxLines(rates, { tax: $(p.taxCents), cgst: $(p.cgstCents), sgst: $(p.sgstCents), igst: $(p.igstCents) }),
    inclusive: rates.inclusive === true,
    roundOff: $(p.roundOffCents),
    total: $(p.totalCents),
    amountInWords: amountInWords(p.totalCents, settings.locale.currencyCode),
    currency: { code: settings.locale.currencyCode, symbol: settings.locale.currencySymbol },
    payment: order.payment ? { parts: order.payment.parts.map((x) => ({ mode: x.mode, amount: $(x.amountCents) })), at: order.payment.at } : null,
    /** The UPI link of a bill still to pay (its QR code is printed on it); null once paid, or with no UPI id in Settings. */
    upi: awaitsPayment(order) ? upiRequest(settings, p.totalCents, order.invoice.number) : null,
  };
}
export type InvoiceView = ReturnType<typeof invoiceView>;
