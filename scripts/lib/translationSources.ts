import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
	docFiles,
	docsRoot,
	frontmatterField,
	splitFrontmatter,
} from '../../src/lib/guides/index.ts';

/**
 * Which zh-TW translations were made from the English text as it is now. Each translation records
 * a hash of the English source it was translated from: a zh-TW guide in its frontmatter
 * (`sourceHash`), a registry text in content/registry/translation-hashes.json. When the English
 * changes and the translation does not, the hashes differ: `tests/unit/i18n/outdated.test.ts`
 * fails, unless the drift is acknowledged (`outdatedSource`, or `knownOutdated` in the hashes
 * file), in which case the zh-TW page shows a notice until the translation is updated.
 * `scripts/refresh-translation-hashes.ts` (`npm run translations:refresh -- …`) writes both.
 */

export const root = join(import.meta.dirname, '..', '..');
export { docsRoot };
const registryRoot = join(root, 'content', 'registry');
export const hashesPath = join(registryRoot, 'translation-hashes.json');
export const refreshCommand = 'npm run translations:refresh --';

/** The first 12 hex digits of the SHA-256 of `text`: enough to notice a change. */
export function sourceHash(text: string): string {
	return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

// ---- Guides ----

/** The notice a zh-TW guide shows while its translation is behind the English (Starlight's banner). */
export const outdatedBanner =
	'這一頁的英文版在翻譯之後有更新，中文內容可能還沒跟上；有出入時請以英文版為準（可用右上角的語言選單切換）。';

export interface GuideTranslation {
	/** Path under content/docs of the English page, e.g. `guides/layers.mdx`. */
	page: string;
	/** The hash of the English page as it is now. */
	current: string;
	/** The hash the translation was made from. */
	sourceHash?: string;
	/** The English hash for which the drift was acknowledged. */
	outdatedSource?: string;
	hasBanner: boolean;
}

export function guideTranslations(): GuideTranslation[] {
	return docFiles(docsRoot)
		.filter((page) => !page.startsWith('zh-tw/'))
		.map((page) => {
			const zh = splitFrontmatter(readFileSync(join(docsRoot, 'zh-tw', page), 'utf8')).frontmatter;
			return {
				page,
				current: sourceHash(readFileSync(join(docsRoot, page), 'utf8')),
				sourceHash: frontmatterField(zh, 'sourceHash'),
				outdatedSource: frontmatterField(zh, 'outdatedSource'),
				hasBanner: /^banner:/m.test(zh),
			};
		});
}

/**
 * A zh-TW guide's frontmatter with its translation state set: `sourceHash` always; while
 * `outdated` holds the English hash of an acknowledged drift, `outdatedSource` and the banner too.
 */
export function withTranslationState(
	source: string,
	state: { sourceHash: string; outdated?: string },
): string {
	const page = splitFrontmatter(source);
	if (!page.found) throw new Error('no frontmatter');
	const kept = page.frontmatter
		.replace(/^sourceHash:.*\n?/m, '')
		.replace(/^outdatedSource:.*\n?/m, '')
		.replace(/^banner:\n(?:[ \t]+.*\n?)*/m, '')
		.replace(/\n+$/, '');
	// Quoted: a hex hash of digits only (268487682163), or digits around an e, is a number to YAML,
	// and the content schema then refuses the page.
	const added = [`sourceHash: '${state.sourceHash}'`];
	if (state.outdated)
		added.push(`outdatedSource: '${state.outdated}'`, 'banner:', `  content: ${outdatedBanner}`);
	return `---\n${kept}\n${added.join('\n')}\n---\n${page.body}`;
}

// ---- Registry texts ----

export interface HashesFile {
	/** Registry text path → hash of the English text the zh-TW one was translated from. */
	sources: Record<string, string>;
	/** Registry text path → the English hash for which a drift was acknowledged. */
	knownOutdated: Record<string, string>;
}

export function readHashes(): HashesFile {
	return JSON.parse(readFileSync(hashesPath, 'utf8')) as HashesFile;
}

/**
 * Every `{ en, zh-TW }` text of the registry files, by a path that survives reordering: array
 * entries are named by their `code` or `id` (`codes.json#connect_failed/meaning`).
 */
export function registryTexts(): Map<string, string> {
	const texts = new Map<string, string>();
	const walk = (value: unknown, path: string) => {
		if (value === null || typeof value !== 'object') return;
		const record = value as Record<string, unknown>;
		// A text is an object of exactly these two members (a glossary term has more: it is walked).
		if (
			typeof record.en === 'string' &&
			typeof record['zh-TW'] === 'string' &&
			Object.keys(record).length === 2
		) {
			texts.set(path, record.en);
			return;
		}
		for (const [key, child] of Object.entries(record)) {
			const named =
				child && typeof child === 'object'
					? ((child as Record<string, unknown>).code ?? (child as Record<string, unknown>).id)
					: undefined;
			const segment = Array.isArray(record) && typeof named === 'string' ? named : key;
			walk(child, path.endsWith('#') ? `${path}${segment}` : `${path}/${segment}`);
		}
	};
	for (const file of readdirSync(registryRoot)
		.filter((f) => f.endsWith('.json') && f !== 'translation-hashes.json')
		.sort()) {
		walk(JSON.parse(readFileSync(join(registryRoot, file), 'utf8')), `${file}#`);
	}
	return texts;
}
