import type { Settings } from '@domain/settings';

/** Half the map's width and height around the restaurant, in degrees: a few streets either way. */
const HALF_LON = 0.008;
const HALF_LAT = 0.00375;

const fixed = (n: number) => n.toFixed(4);
const clamp = (n: number, limit: number) => Math.min(limit, Math.max(-limit, n));

/** OpenStreetMap's embeddable map around the restaurant's position (Settings, identity.geo), with a marker on it. */
export function osmEmbedUrl({ lat, lon }: Settings['identity']['geo']): string {
  const bbox = [clamp(lon - HALF_LON, 180), clamp(lat - HALF_LAT, 90), clamp(lon + HALF_LON, 180), clamp(lat + HALF_LAT, 90)].map(fixed).join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${fixed(lat)},${fixed(lon)}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** The owner's map link, or OpenStreetMap at the restaurant's position when none is set. */
export function mapLink(s: Pick<Settings, 'identity'>): string {
  const { mapUrl, geo } = s.identity;
  return mapUrl || `https://www.openstreetmap.org/?mlat=${fixed(geo.lat)}&mlon=${fixed(geo.lon)}#map=17/${fixed(geo.lat)}/${fixed(geo.lon)}`;
}
