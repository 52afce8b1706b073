import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The zh-TW glossary (`content/registry/glossary.json`) as a checker: every forbidden variant is a
 * regular expression, matched against Chinese text with its inline code removed, so identifiers
 * such as `snapshot_not_found` or `state.lock` never count as prose. English words match in any
 * case: 「Snapshot 內容…」 is as wrong as 「snapshot 內容…」.
 */

export const repoRoot = join(import.meta.dirname, '..', '..');

/** A variant not to write: a regular expression, or one with the words the glossary page shows. */
export type Variant = string | { pattern: string; reads: string[] };
/** The regular expression of a variant. */
export const patternOf = (v: Variant) => (typeof v === 'string' ? v : v.pattern);

interface Term {
	en: string;
	'zh-TW': string;
	forbidden: Variant[];
}
interface Kept {
	term: string;
	forbidden: Variant[];
}
export const glossary = JSON.parse(
	readFileSync(join(repoRoot, 'content', 'registry', 'glossary.json'), 'utf8'),
) as {
	terms: Term[];
	keptInEnglish: Kept[];
};

export interface Rule {
	pattern: RegExp;
	/** What to write instead. */
	use: string;
}

export const rules: Rule[] = [
	...glossary.terms.flatMap((t) =>
		t.forbidden.map((f) => ({ pattern: new RegExp(patternOf(f), 'iu'), use: t['zh-TW'] })),
	),
	...glossary.keptInEnglish.flatMap((k) =>
		k.forbidden.map((f) => ({ pattern: new RegExp(patternOf(f), 'iu'), use: k.term })),
	),
];

const han = /\p{Script=Han}/u;

/** A line of Chinese text with its code removed: backtick spans, `<placeholders>`, URLs and paths. */
export function proseOf(line: string): string {
	return (
		line
			.replace(/`[^`]*`/g, ' ')
			.replace(/\]\([^)\s]*\)/g, ']')
			// An English original glossed after its rendering, 「狀態鎖（state lock）」, is not prose.
			.replace(/（[A-Za-z][A-Za-z .-]*）/g, ' ')
			.replace(/<[a-z_]+>/g, ' ')
			.replace(/<[A-Z][^>]*>/g, ' ')
			.replace(/https?:\/\/\S+|[\w.-]*\/[\w./<>-]+/g, ' ')
			.replace(/--[\w-]+|\{\w+\}/g, ' ')
			.replace(/\b\w+[._]\w+(?:[._]\w+)*\b/g, ' ')
			// A file extension, `.log` among them, is a name like a flag, not the word "log".
			.replace(/(?<![\w/])\.[a-z]\w*/g, ' ')
	);
}

export interface Violation {
	where: string;
	found: string;
	use: string;
	text: string;
}

/** Forbidden variants in `text` (one line, or one rendered block), named by `where`. */
export function glossaryViolations(text: string, where: string): Violation[] {
	if (!han.test(text)) return [];
	const prose = proseOf(text);
	return rules.flatMap(({ pattern, use }) => {
		const m = pattern.exec(prose);
		return m ? [{ where, found: m[0], use, text: text.trim().slice(0, 120) }] : [];
	});
}

/** Every file under `dir` whose name matches `ext`, as paths relative to the repository. */
export function filesUnder(dir: string, ext: RegExp): string[] {
	return readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
		.filter((e) => e.isFile() && ext.test(e.name))
		.map((e) => relative(repoRoot, join(e.parentPath, e.name)).split(sep).join('/'));
}

/**
 * Source files holding zh-TW text: the zh-TW guides, the registry, the UI strings and the
 * dictionaries of the engine, the registry module, the CLI, components and browser scripts. In
 * these, a line with a Han character is Chinese text (English texts carry none).
 */
export function zhSourceFiles(): string[] {
	return [
		...filesUnder('content/docs/zh-tw', /\.mdx?$/),
		...filesUnder('content/registry', /\.json$/).filter((f) => !f.endsWith('glossary.json')),
		'src/content/i18n/zh-TW.json',
		...filesUnder('src', /\.(ts|astro)$/).filter((f) => !f.startsWith('src/content/')),
	];
}

/**
 * The Chinese text of a source file, line by line with 1-based numbers: in JSON only the values of
 * `"zh-TW"` members (a line may hold both languages), in TypeScript and Astro no comment lines
 * (they are written in English and may quote Chinese as an example), in guides no fenced blocks,
 * elsewhere every line.
 */
export function sourceLines(file: string): [number, string][] {
	const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
	let fence: string | undefined;
	return lines.flatMap((line, i): [number, string][] => {
		// A fenced block of a guide is code or a program's output, not prose.
		if (/\.mdx?$/.test(file)) {
			const mark = /^\s*(```|~~~)/.exec(line)?.[1];
			if (mark && (fence === undefined || fence === mark)) {
				fence = fence === undefined ? mark : undefined;
				return [];
			}
			if (fence) return [];
		}
		if (file.endsWith('.json') && !file.endsWith('zh-TW.json')) {
			const values = [...line.matchAll(/"zh-TW":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
			return values.length ? [[i + 1, values.join(' ')]] : [];
		}
		if (/\.(ts|astro)$/.test(file) && /^\s*(\*|\/\/|\/\*)/.test(line)) return [];
		return [[i + 1, line]];
	});
}
