import { useState } from 'react';
import { addressLine } from '@domain/settings';
import { useSettings } from '@/lib/settings';
import { useT } from '@/i18n/I18n';
import { osmEmbedUrl } from '../map';

/**
 * The map is fetched from OpenStreetMap only when the visitor asks for it (DECISIONS 23):
 * until then nothing leaves this site, and the address and link above work without it.
 * It centres on the position in Settings (identity.geo).
 */
export function LazyMap() {
  const settings = useSettings();
  const [shown, setShown] = useState(false);
  const t = useT('site');
  return (
    <div className="map-frame">
      {shown ? (
        <iframe
          title={t('mapTitle', { name: settings.identity.name, address: addressLine(settings) })}
          src={osmEmbedUrl(settings.identity.geo)}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : (
        <div className="map-placeholder">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <p>{t('mapNote')}</p>
          <button type="button" className="btn" onClick={() => setShown(true)}>
            {t('showMap')}
          </button>
        </div>
      )}
    </div>
  );
}
