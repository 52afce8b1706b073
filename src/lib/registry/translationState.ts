import hashes from '../../../content/registry/translation-hashes.json' with { type: 'json' };

/**
 * Registry texts whose zh-TW translation is known to lag their English (acknowledged with
 * `scripts/refresh-translation-hashes.ts --outdated`; `tests/unit/i18n/outdated.test.ts` fails on
 * drift that nobody acknowledged). A code page in zh-TW shows a notice while any of its texts is
 * listed.
 */
const known: Record<string, string> = hashes.knownOutdated;

/** Paths such as `codes.json#connect_failed/meaning` of a code's outdated translations. */
export function outdatedTranslationsOf(code: string): string[] {
	return Object.keys(known).filter((path) => path.startsWith(`codes.json#${code}/`));
}
