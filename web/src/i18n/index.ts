export { LANGS, LANG_INFO, DEFAULT_LANG, isLang, langOfPath, pathInLang, pathWithoutLang, type Lang } from './languages';
export { I18nProvider, useLang, useIntlLocale, useT, translator, setFallbackCatalog, MISSING_PATTERN, type Translate } from './I18n';
export { loadCatalog, type AnyCatalog, type Catalog, type Namespace } from './catalog';
