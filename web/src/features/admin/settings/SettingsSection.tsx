import { useCallback } from 'react';
import { hasCode, errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { getMenu } from '@/api/menu';
import { getAdminSettings } from '@/api/settings';
import { SettingsEditor } from '../settings/SettingsEditor';
import { AdminPasswordCard } from '../settings/AdminPasswordCard';
import { AccessMessage } from '../shell/AccessMessage';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { useResource } from '@/lib/use-resource';
import '../settings/settings.css';

function SettingsSkeleton() {
  return (
    <div className="settings-skeleton" aria-busy="true">
      <p className="loading-state" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the settings...
      </p>
      {[5, 3, 7].map((rows, i) => (
        <div key={i} className="card settings-card" aria-hidden="true">
          <div className="settings-bone settings-bone-title" />
          {Array.from({ length: rows }, (_, r) => (
            <div key={r} className="settings-bone" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The owner's Settings screen: identity, locale, hours, closures, booking and ordering rules, tax, offers, home page and kitchen. */
export default function SettingsSection() {
  usePageMeta('Settings', "The restaurant's hours, closures, booking and ordering rules, tax, identity and offers.");
  const { user } = useSession();
  const settings = useResource(useCallback((signal: AbortSignal) => getAdminSettings(signal), []));
  const menu = useResource(useCallback((signal: AbortSignal) => getMenu(signal), []));

  let body;
  if (settings.data)
    body = (
      <>
        <SettingsEditor initial={settings.data} menu={menu} />
        <AdminPasswordCard />
      </>
    );
  else if (hasCode(settings.error, 'forbidden')) body = <AccessMessage user={user} subject="settings" />;
  else if (settings.error !== null && !settings.loading)
    body = (
      <LoadFailed
        className="admin-panel"
        title="Could not load the settings"
        message={errorMessage(settings.error, 'Please check the connection and try again.')}
        onRetry={settings.reload}
      />
    );
  else body = <SettingsSkeleton />;

  return (
    <section aria-labelledby="settings-heading" className="settings-section">
      <SectionHead
        id="settings-heading"
        title="Settings"
        lead="How the restaurant runs: every page, the booking and order forms, the kitchen and the bills follow these as soon as you save."
      />
      {body}
    </section>
  );
}
