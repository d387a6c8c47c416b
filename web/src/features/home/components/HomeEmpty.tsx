import { Link } from 'react-router-dom';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';

/** What a card section says when it has nothing to show: the owner chose none, or the menu could not be loaded. */
export function HomeEmpty({ failed, text }: { failed: boolean; text: string }) {
  const t = useT('home');
  const lang = useLang();
  return (
    <p className="home-empty">
      {failed ? t('loadFailed') : text} <Link to={pathInLang('/menu', lang)}>{t('seeFullMenu')}</Link>
    </p>
  );
}
