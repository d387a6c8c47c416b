import { useOrderingStatus } from '@/lib/ordering-status';
import { useSettings } from '@/lib/settings';
import { useLang, useT } from '@/i18n/I18n';
import { closedReasonIn } from './ordering-closed-text';

/**
 * On the home page and the menu: says that online ordering is closed, and when it opens again,
 * before a guest fills a cart. Fixed to the bottom of the screen, so that appearing once the
 * settings and the clock are known moves nothing on the page (no layout shift).
 */
export default function OrderingClosedNoticeBody() {
  const { paused, closed } = useOrderingStatus();
  const t = useT('common');
  const lang = useLang();
  const settings = useSettings();
  // The status says when orders are closed (and re-reads the clock every minute); the reason is said in the page's language.
  const message = paused ?? (lang === 'en' ? closed : closed && closedReasonIn(settings, new Date(), t, lang));
  if (!message) return null;
  return (
    <p className="ordering-closed-notice" role="status">
      <strong>{t('orderingClosed')}</strong> {message}
    </p>
  );
}
