/** Languages, locale prefixes, dictionaries and text markup: the one door to `src/lib/i18n/`. Imports nothing. */
export * from './locales.ts';
export * from './translate.ts';
export * from './plural.ts';
export * from './richText.ts';
export * from './punctuation.ts';
