import { useEffect, useState } from 'react';
import './upi.css';

/** The QR library loads with the first code shown: no page's first load carries it. */
const loadQr = () => import('qrcode');

/** A QR code's quiet zone, in modules: 4 on each side, as the QR standard asks. */
const QUIET = 4;

interface Drawn {
  /** Modules across, quiet zone included. */
  size: number;
  /** The dark modules as one path, a rectangle per run of a row. */
  d: string;
}

/** The symbol's dark modules as one SVG path: each run of dark modules in a row is one rectangle. */
function drawModules(modules: { size: number; get(row: number, col: number): number | boolean }): Drawn {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET} ${row + QUIET}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + 2 * QUIET, d: parts.join('') };
}

/**
 * The QR code of a UPI payment link, drawn as SVG so that it prints crisp at any size. The box keeps its size while
 * the library loads, so a measured print page (the 80 mm bill) does not change length when the code appears.
 */
export function UpiQr({ uri, label, className }: { uri: string; label: string; className?: string }) {
  const [drawn, setDrawn] = useState<{ uri: string; qr: Drawn } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadQr()
      .then((m) => {
        // The library is CommonJS: bundled, its functions are on the default export.
        const qr = drawModules((m.default ?? m).create(uri, { errorCorrectionLevel: 'M' }).modules);
        if (live) setDrawn({ uri, qr });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uri]);
  const qr = drawn?.uri === uri ? drawn.qr : null;
  return (
    <div className={className ? `upi-qr ${className}` : 'upi-qr'} data-testid="upi-qr">
      {qr ? (
        <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
      ) : (
        <span className="upi-qr-wait">{failed ? 'The QR code could not load: pay to the UPI id below.' : 'Loading the QR code…'}</span>
      )}
    </div>
  );
}

/** The UPI id a link pays (its pa), to print under the code for a guest who types it. */
export function upiIdOf(uri: string): string {
  const pa = /[?&]pa=([^&]*)/.exec(uri)?.[1] ?? '';
  try {
    return decodeURIComponent(pa);
  } catch {
    return pa;
  }
}
