/** Languages, locale prefixes and the dictionary type: the one door to `src/lib/i18n/`. Imports nothing. */
export * from './locales.ts';
export * from './translate.ts';
