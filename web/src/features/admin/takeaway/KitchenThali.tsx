import { useCallback } from 'react';
import { soldOutText } from '@domain/thali-view';
import { getThaliNow } from '@/api/thali';
import { useResource } from '@/lib/use-resource';

/** Plates left are asked for again this often while the display is visible: orders take them between the board's polls. */
const REFRESH_MS = 10_000;

/** The thali's plates left beside the kitchen's load: nothing when no thali is set for the service now or next. */
export function KitchenThali() {
  const load = useCallback((signal: AbortSignal) => getThaliNow(signal), []);
  const thali = useResource(load, { refreshEvery: REFRESH_MS }).data?.current;
  if (!thali) return null;
  const tone = thali.soldOut ? ' is-full' : thali.platesLeft <= Math.max(1, Math.floor(thali.platesTotal * 0.2)) ? ' is-busy' : '';
  return (
    <p className={`kds-thali${tone}`} aria-live="polite">
      <span className="kds-load-time">
        {thali.name} · {thali.serviceName}
      </span>
      <span className="kds-load-plates">{thali.soldOut ? soldOutText(thali.serviceName) : `${thali.platesLeft} of ${thali.platesTotal} plates left`}</span>
    </p>
  );
}
