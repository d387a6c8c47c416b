export { LANGS, LANG_INFO, DEFAULT_LANG, isLang, langOfPath, pathInLang, pathWithoutLang, type Lang } from './languages';
export { I18nProvider, useLang, useIntlLocale, useT, translator, setFallbackCatalog, MISSING_PATTERN, type Translate } from './I18n';
export { loadCatalog, loadMessages, loadedCatalog, type AnyCatalog, type Catalog, type LoadedCatalog, type Namespace } from './catalog';
export { LangRoot } from './LangRoot';
export { LangLink, LangNavLink, useLangNavigate, toInLang } from './links';
export { LanguageSwitcher, LanguageOffer, rememberLang, rememberedLang } from './LanguageSwitcher';
