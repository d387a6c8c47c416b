import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where this device remembers the station its kitchen display shows. */
export const STATION_KEY = 'thali.kitchen-station';

function remembered(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STATION_KEY);
  } catch {
    return null;
  }
}

function remember(station: string | null): void {
  try {
    if (station) localStorage.setItem(STATION_KEY, station);
    else localStorage.removeItem(STATION_KEY);
  } catch {
    // A browser that keeps nothing still shows the station asked for in the address.
  }
}

/**
 * The kitchen station this display shows: ?station= in the address, else the one this device last chose; null for
 * the whole kitchen, or for a station no longer in Settings. Choosing one puts it in the address and remembers it.
 */
export function useKitchenStation(stations: readonly string[]): [string | null, (station: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('station') ?? remembered();
  const station = asked && stations.includes(asked) ? asked : null;

  useEffect(() => {
    // The address says which station this is, so a bookmark or a reload keeps it.
    if (station && params.get('station') !== station) setParams({ station }, { replace: true });
    if (station) remember(station);
  }, [station, params, setParams]);

  const choose = useCallback(
    (next: string | null) => {
      remember(next);
      setParams(next ? { station: next } : {}, { replace: true });
    },
    [setParams],
  );
  return [station, choose];
}
