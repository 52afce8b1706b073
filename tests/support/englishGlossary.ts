import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, patternOf, repoRoot, type Variant } from './glossary.ts';

/**
 * The English side of the glossary (`english` in content/registry/glossary.json) as a checker:
 * each concept has one English name, and the words it lists as forbidden are rejected in English
 * prose. Code is not prose, so inline code, code blocks, URLs, paths, flags and identifiers
 * (`stickyEndpoint`, `validate_envelope`, `envelope-v3.json`) are removed first. The one
 * exception is narrow and explicit: a term marked `quotes` (the error object, which the contract
 * calls the envelope) may keep its forbidden word inside a quotation, "…" or “…”.
 */

interface EnglishTerm {
	use: string;
	forbidden: Variant[];
	quotes?: boolean;
	note: { en: string; 'zh-TW': string };
}

const glossary = JSON.parse(
	readFileSync(join(repoRoot, 'content', 'registry', 'glossary.json'), 'utf8'),
) as { english: EnglishTerm[] };

export const englishTerms = glossary.english;

export interface EnglishRule {
	pattern: RegExp;
	/** The one name to write instead. */
	use: string;
	/** A quotation may keep the word. */
	quotes: boolean;
}

export const englishRules: EnglishRule[] = englishTerms.flatMap((t) =>
	t.forbidden.map((f) => ({
		pattern: new RegExp(patternOf(f), 'iu'),
		use: t.use,
		quotes: t.quotes === true,
	})),
);

/** A text of English prose with its code removed. */
export function englishProseOf(text: string): string {
	return (
		text
			.replace(/```[\s\S]*?```/g, ' ')
			.replace(/`[^`\n]*`/g, ' ')
			.replace(/\]\([^)\s]*\)/g, ']')
			.replace(/<[a-z_]+>/g, ' ')
			.replace(/https?:\/\/\S+|[\w.-]*\/[\w./<>*-]+/g, ' ')
			.replace(/--[\w-]+|\{\w+\}/g, ' ')
			// Identifiers: snake_case, dotted paths, file names, camelCase and the CLI's kebab-case
			// values (`not-envelope`); a hyphenated English word ("long-running") is prose and stays,
			// and so is a version (3.0.0), which starts with a digit.
			.replace(/\b[A-Za-z_]\w*[._]\w+(?:[._-]\w+)*\b/g, ' ')
			.replace(/\b[a-z]+[A-Z]\w*\b/g, ' ')
			.replace(/\bnot-envelope\b/g, ' ')
	);
}

/** Quotations ("…", “…”) removed: what a term marked `quotes` is checked against. */
export function withoutQuotes(prose: string): string {
	return prose.replace(/"[^"\n]*"|“[^”\n]*”/g, ' ');
}

export interface EnglishViolation {
	where: string;
	found: string;
	use: string;
	text: string;
}

/** Forbidden English words in `text` (a line, a block or a whole Markdown file), named by `where`. */
export function englishViolations(text: string, where: string): EnglishViolation[] {
	// A sentence may break across lines in Markdown: "recovery\ncommand" is still the loser.
	const prose = englishProseOf(text).replace(/\s+/g, ' ');
	const unquoted = withoutQuotes(prose);
	return englishRules.flatMap(({ pattern, use, quotes }) => {
		const global = new RegExp(pattern.source, 'giu');
		return [...(quotes ? unquoted : prose).matchAll(global)].map((m) => ({
			where,
			found: m[0],
			use,
			text: (quotes ? unquoted : prose)
				.slice(Math.max(0, m.index - 50), m.index + 60)
				.replace(/\s+/g, ' ')
				.trim(),
		}));
	});
}

const han = /\p{Script=Han}/u;

/** The English strings of a registry JSON value: every `en` member, walked. */
export function englishStringsOfJson(value: unknown, where: string): [string, string][] {
	if (Array.isArray(value))
		return value.flatMap((v, i) => englishStringsOfJson(v, `${where}/${i}`));
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([k, v]): [string, string][] =>
			k === 'en' && typeof v === 'string'
				? [[`${where}/en`, v]]
				: englishStringsOfJson(v, `${where}/${k}`),
		);
	return [];
}

/**
 * Every English text of the sources, as [where, text]: the registry's `en` texts (the glossary
 * itself excepted, which names the losers), the English UI strings, the English guides (frontmatter
 * included; fenced blocks are removed as code) and the English texts of the engine, the report, the
 * CLI and the MCP server (string lines without a Han character in their dictionaries).
 */
export function englishSources(): [string, string][] {
	const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
	const registry = filesUnder('content/registry', /\.json$/)
		.filter((f) => !/(glossary|translation-hashes)\.json$/.test(f))
		.flatMap((f) => englishStringsOfJson(JSON.parse(read(f)), f));
	const ui = Object.entries(JSON.parse(read('src/content/i18n/en.json')) as Record<string, string>)
		.filter(([, v]) => typeof v === 'string')
		.map(([k, v]): [string, string] => [`src/content/i18n/en.json#${k}`, v]);
	const guides = filesUnder('content/docs', /\.mdx?$/)
		.filter((f) => !f.startsWith('content/docs/zh-tw/'))
		// Imports and a component's attributes (`surface="cli"`) are code.
		.map((f): [string, string] => [
			f,
			read(f)
				.replace(/^import .*$/gm, ' ')
				.replace(/<[A-Z]\w*\b[^>]*>/g, ' '),
		]);
	const dictionaries = filesUnder(
		'src',
		// explanations.en.ts too: its "catalog" went unseen (eighth readings, item 6).
		/(Messages(\.en)?|retryAdvice\.en|explanations\.en|playbookServer)\.ts$/,
	).flatMap((f) => {
		// Comments are written for contributors, and may quote a loser to say why it is one.
		const source = read(f).replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (c) =>
			c.replace(/[^\n]/g, ' '),
		);
		// Every string literal that is a value (not an object key), with its line; a Chinese one
		// belongs to the zh-TW checker.
		return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'(\s*:)?|`((?:[^`\\]|\\.)*)`(\s*:)?/g)]
			.filter((m) => !m[2] && !m[4])
			.map((m): [string, string] => [
				`${f}:${source.slice(0, m.index).split('\n').length}`,
				m[1] ?? m[3] ?? '',
			])
			.filter(([, text]) => /\s/.test(text) && !han.test(text));
	});
	return [...registry, ...ui, ...guides, ...dictionaries];
}
