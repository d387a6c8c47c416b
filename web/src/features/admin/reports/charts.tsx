import { useId } from 'react';

export interface Bar {
  /** The label under the bar ("Mon 2", "13"). */
  label: string;
  value: number;
  /** What a reader hears and sees on hover: "2 Nov: ₹4,200.00 from 12 orders". */
  text: string;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 8, right: 0, bottom: 1, left: 0 };

/**
 * Bars drawn in SVG, scaled to the largest value. The picture is one image with a summary for
 * screen readers; the figures themselves are in the table beside it, so nothing is only in the picture.
 */
export function BarChart({ bars, title, summary, highlight }: { bars: Bar[]; title: string; summary: string; highlight?: number }) {
  const id = useId();
  const max = Math.max(...bars.map((b) => b.value), 0);
  const inner = { w: WIDTH - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const slot = inner.w / Math.max(bars.length, 1);
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  // Label every bar when they fit, else every nth, so labels never overlap.
  const every = Math.max(1, Math.ceil(bars.length / 16));
  return (
    <div className="report-chart-box">
      <svg className="report-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="none">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + inner.h} y2={PAD.top + inner.h} className="report-axis" />
        {bars.map((b, i) => {
          const h = max > 0 ? (b.value / max) * inner.h : 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={i}>
              <rect
                x={x}
                y={PAD.top + inner.h - h}
                width={barW}
                height={Math.max(h, b.value > 0 ? 1 : 0)}
                rx={2}
                className={i === highlight ? 'report-bar report-bar-peak' : 'report-bar'}
              >
                <title>{b.text}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {/* Labels in HTML, so they keep their size while the bars stretch to the width. */}
      <div className="report-ticks" aria-hidden="true">
        {bars.map((b, i) => (
          <span key={i}>{i % every === 0 ? b.label : ''}</span>
        ))}
      </div>
    </div>
  );
}

/** The index of the largest value, or undefined when every value is 0. */
export function peakOf(values: number[]): number | undefined {
  let best: number | undefined;
  values.forEach((v, i) => {
    if (v > 0 && (best === undefined || v > values[best]!)) best = i;
  });
  return best;
}

/** A share bar: each part's width is its part of the whole, with its label and value under it. */
export function ShareBar({ parts, label }: { parts: Array<{ name: string; value: number; text: string }>; label: string }) {
  const total = parts.reduce((s, p) => s + p.value, 0);
  return (
    <div className="report-share">
      <div className="report-share-bar" role="img" aria-label={`${label}: ${parts.map((p) => p.text).join('; ')}`}>
        {parts.map((p, i) =>
          p.value > 0 ? <span key={p.name} className={`report-share-part report-share-${i}`} style={{ width: `${(p.value / total) * 100}%` }} /> : null,
        )}
      </div>
      <ul className="report-share-legend" aria-hidden="true">
        {parts.map((p, i) => (
          <li key={p.name}>
            <span className={`report-share-key report-share-${i}`} /> {p.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
