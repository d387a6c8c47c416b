import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { InvoiceView } from '@domain/invoice-view';
import { useSettings } from '@/lib/settings';
import { BillSheet, type BillPaper } from './BillSheet';
import './bill.css';

const PX_PER_MM = 96 / 25.4;

/**
 * The bill's print view: a preview over the page with "Print A4" and "Print 80 mm". It is a direct
 * child of body, and bill.css hides everything else in print. An 80 mm roll gets a page exactly as
 * long as the bill (measured, as the kitchen ticket does), so no blank paper is fed after it.
 */
export function BillPrintView({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const [paper, setPaper] = useState<BillPaper>(useSettings().printing.billPaper);
  const [printing, setPrinting] = useState(false);
  const [pageRule, setPageRule] = useState('@page { size: A4; margin: 12mm }');
  const sheet = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => close.current?.focus(), []);
  useLayoutEffect(() => {
    if (paper === 'a4') return setPageRule('@page { size: A4; margin: 12mm }');
    const height = sheet.current?.getBoundingClientRect().height ?? 0;
    setPageRule(`@page { size: 80mm ${Math.max(60, Math.ceil(height / PX_PER_MM) + 6)}mm; margin: 0 }`);
  }, [paper, invoice]);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const print = (p: BillPaper) => {
    setPaper(p);
    setPrinting(true);
  };
  return createPortal(
    <div className="bill-print" role="dialog" aria-modal="true" aria-label="Bill">
      <style>{pageRule}</style>
      <div className="bill-toolbar">
        <button type="button" className="btn" onClick={() => print('a4')}>
          Print A4
        </button>
        <button type="button" className="btn" onClick={() => print('80mm')}>
          Print 80 mm
        </button>
        <button type="button" className="btn btn-secondary" ref={close} onClick={onClose}>
          Close
        </button>
        <span className="bill-hint">Choose “Save as PDF” in the print dialog to download it.</span>
      </div>
      <div ref={sheet} className="bill-paper">
        <BillSheet invoice={invoice} paper={paper} />
      </div>
    </div>,
    document.body,
  );
}
