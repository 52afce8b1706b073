/**
 * What a typed or pasted text can be, when it is not a code's name: an exit status (`67`,
 * `exit 67`, `EX_NOUSER`), an HTTP-like status (`503`), a line of an error message (the CLI's
 * message formats, any release), a code's meaning in English or Chinese, or a near spelling. Each
 * candidate code comes with the reasons it matched, ranked. One function for every box of the site,
 * the CLI's `explain` and MCP's `explain_code` (`resolveQuery`), and one for a whole pasted text
 * (`candidatesForText`, for the playground's plain-text case).
 *
 * Works over a `CodeIndex`, plain data: the build emits it for the browser (`/search/codes.json`),
 * Node callers make it from the registry (`codeIndexOf` in src/lib/registry). Linear in the input:
 * the input is cut at `maxQueryChars` (each line of a text too), and matched with `indexOf`, sets
 * and one tokenising pass; no regular expression here can backtrack.
 */
import { nameCandidates } from './nameCandidates.ts';
import { maxQueryChars, resolveCode } from './resolveCode.ts';
import { trimCopied } from './fold.ts';

type IndexLang = 'en' | 'zh-TW';

/** One code as the resolver knows it; everything but its name is optional. */
export interface IndexedCode {
	code: string;
	meaning?: Readonly<Record<IndexLang, string>>;
	/** `descriptor.exitCode`; absent for IntentCall's codes, which have no descriptor of their own. */
	exitCode?: number;
	httpLikeStatus?: number;
	/** Message formats, placeholders in `<angle_brackets>` (`cli.messages[].format`, every release). */
	messages?: readonly string[];
}

export interface CodeIndex {
	codes: readonly IndexedCode[];
	/** The names of the exit statuses (`EX_NOUSER`), from exit-codes.json. */
	exitNames?: readonly { exitCode: number; name: string }[];
}

/** Why a code is a candidate. Data: each caller says it in its language. */
export type CandidateReason =
	/** The text names the code, in some spelling. */
	| { kind: 'name' }
	/** The text contains the code's name among other words. */
	| { kind: 'mentioned' }
	/** A near spelling of the code's name, or of words of it (a typo). */
	| { kind: 'spelling' }
	/** The words of the text are words of the code's name (`snapshot`, `lock timeout`). */
	| { kind: 'name-words' }
	| { kind: 'exit-code'; exitCode: number; name?: string }
	| { kind: 'http-like-status'; status: number }
	/** The text is (part of) a message the CLI prints with this code, in this format. */
	| { kind: 'message'; format: string }
	/** The text says what the code's meaning says, in this language. */
	| { kind: 'meaning'; lang: IndexLang };

export interface Candidate {
	code: string;
	/** Best first. */
	reasons: CandidateReason[];
	/** Higher is better; for ordering and merging only, not a scale to show. */
	score: number;
}

export type QueryResolution =
	| { kind: 'code'; code: string }
	/** Not a code's name: the codes it can be, best first (maybe none). */
	| { kind: 'candidates'; input: string; candidates: Candidate[] }
	| { kind: 'empty' };

/** Scores of the reasons: a text naming a code outranks a matching message, which outranks a typo… */
const score = {
	name: 1000,
	mentioned: 300,
	message: 150,
	messagePart: 100,
	exitCode: 90,
	httpLikeStatus: 80,
	meaning: 60,
} as const;

/** A format with fewer literal letters says too little to match on (`<error>`, `<bridge_message>`). */
const minFormatLetters = 8;
/** A piece of a message shorter than this is too common to say which code it is. */
const minMessagePart = 12;
/** Lines of a text read by `candidatesForText`: its first and its last ones. */
const textLinesEachEnd = 500;

interface CompiledFormat {
	code: string;
	format: string;
	/** Its position in the code's list: the code's own first message outranks a shared later one. */
	position: number;
	/** The literal pieces between placeholders, folded, without the ones that hold no letter. */
	pieces: string[];
	letters: number;
}

interface Prepared {
	byCode: Map<string, IndexedCode>;
	names: string[];
	formats: CompiledFormat[];
	exitNames: Map<string, { exitCode: number; name: string }>;
	meaningWords: Map<string, Set<string>>;
	meaningHan: Map<string, string>;
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const letterOrDigit = /[\p{L}\p{N}]/u;
const hanChar = /\p{Script=Han}/u;
const hanOnly = (text: string) => [...text].filter((c) => hanChar.test(c)).join('');

/** Words that say nothing about which code: left out of meaning matches. */
const stopWords = new Set(
	'the and for was not are but with from this that its into has have had can could one any all when'.split(
		' ',
	),
);
const wordsOf = (text: string) =>
	new Set((text.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? []).filter((w) => !stopWords.has(w)));

const preparedIndexes = new WeakMap<CodeIndex, Prepared>();

function prepare(index: CodeIndex): Prepared {
	const cached = preparedIndexes.get(index);
	if (cached) return cached;
	const formats: CompiledFormat[] = [];
	for (const entry of index.codes)
		(entry.messages ?? []).forEach((format, position) => {
			const pieces = format
				.split(/<[^<>]*>/)
				.map(fold)
				.filter((p) => letterOrDigit.test(p));
			const letters = pieces.join('').replace(/[^\p{L}]/gu, '').length;
			if (letters >= minFormatLetters)
				formats.push({ code: entry.code, format, position, pieces, letters });
		});
	const prepared: Prepared = {
		byCode: new Map(index.codes.map((c) => [c.code, c])),
		names: index.codes.map((c) => c.code),
		formats,
		exitNames: new Map((index.exitNames ?? []).map((e) => [e.name.toUpperCase(), e])),
		meaningWords: new Map(
			index.codes.filter((c) => c.meaning).map((c) => [c.code, wordsOf(c.meaning!.en)]),
		),
		meaningHan: new Map(
			index.codes.filter((c) => c.meaning).map((c) => [c.code, hanOnly(c.meaning!['zh-TW'])]),
		),
	};
	preparedIndexes.set(index, prepared);
	return prepared;
}

/** Collects the best reason of each kind per code. */
class Tally {
	readonly found = new Map<
		string,
		Map<CandidateReason['kind'], { reason: CandidateReason; score: number }>
	>();

	add(code: string, reason: CandidateReason, points: number): void {
		let reasons = this.found.get(code);
		if (!reasons) this.found.set(code, (reasons = new Map()));
		const had = reasons.get(reason.kind);
		if (!had || had.score < points) reasons.set(reason.kind, { reason, score: points });
	}

	merge(other: Tally): void {
		for (const [code, reasons] of other.found)
			for (const { reason, score: points } of reasons.values()) this.add(code, reason, points);
	}

	/** Ranked: the best reason's score, plus a little for each further kind of reason; then by name. */
	ranked(): Candidate[] {
		return [...this.found]
			.map(([code, reasons]) => {
				const list = [...reasons.values()].sort((a, b) => b.score - a.score);
				return {
					code,
					reasons: list.map((r) => r.reason),
					score: list[0]!.score + 5 * (list.length - 1),
				};
			})
			.sort((a, b) => b.score - a.score || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
	}
}

/** Words that put a number next to them in the exit status or the HTTP-like status. */
const exitWords = new Set(['exit', 'exited', 'exitcode', 'exitstatus']);
const httpWords = new Set(['http', 'status', 'httplikestatus']);
const isExitRange = (n: number) => n === 1 || (n >= 64 && n <= 78);
const isHttpRange = (n: number) => n >= 100 && n <= 599;

function addNumbers(p: Prepared, text: string, tally: Tally): void {
	// One pass: runs of Latin letters, digits and `_`, or of Han characters.
	const tokens = text.match(/[A-Za-z0-9_]+|\p{Script=Han}+/gu) ?? [];
	const addExit = (exitCode: number, name: string | undefined) => {
		for (const c of p.byCode.values())
			if (c.exitCode === exitCode)
				tally.add(c.code, { kind: 'exit-code', exitCode, name }, score.exitCode);
	};
	const nameOf = (n: number) => [...p.exitNames.values()].find((e) => e.exitCode === n)?.name;
	tokens.forEach((token, i) => {
		const upper = token.toUpperCase();
		// EX_NOUSER, EXIT_FAILURE; EX-NOUSER and `EX NOUSER` are two tokens.
		const exitName =
			p.exitNames.get(upper) ??
			(upper === 'EX' ? p.exitNames.get(`EX_${tokens[i + 1]?.toUpperCase()}`) : undefined);
		if (exitName) addExit(exitName.exitCode, exitName.name);
		if (!/^\d{1,3}$/.test(token)) return;
		const n = Number(token);
		const before = tokens.slice(Math.max(0, i - 3), i).map((t) => t.toLowerCase());
		const saysExit = before.some((t) => exitWords.has(t) || t.includes('結束'));
		const saysHttp = before.some((t) => httpWords.has(t) || t.includes('狀態'));
		const alone = tokens.length === 1;
		if (isExitRange(n) && (saysExit || (alone && !saysHttp))) addExit(n, nameOf(n));
		if (isHttpRange(n) && !saysExit && (saysHttp || alone))
			for (const c of p.byCode.values())
				if (c.httpLikeStatus === n)
					tally.add(c.code, { kind: 'http-like-status', status: n }, score.httpLikeStatus);
	});
	// A code's name among other words: `connect_failed: Failed to connect…`.
	if (tokens.length > 1)
		for (const token of tokens) {
			const code = token.toLowerCase();
			if (code.includes('_') && p.byCode.has(code))
				tally.add(code, { kind: 'mentioned' }, score.mentioned);
		}
}

function addMessages(p: Prepared, text: string, tally: Tally): void {
	const line = fold(text);
	if (line === '') return;
	for (const f of p.formats) {
		let at = 0;
		let whole = true;
		for (const piece of f.pieces) {
			const found = line.indexOf(piece, at);
			if (found < 0) {
				whole = false;
				break;
			}
			at = found + piece.length;
		}
		const reason: CandidateReason = { kind: 'message', format: f.format };
		// The more of the format was literal, the surer the match; a code's own first message first.
		if (whole)
			tally.add(f.code, reason, score.message + Math.min(f.letters, 80) / 2 - f.position / 4);
		else if (line.length >= minMessagePart && f.pieces.some((piece) => piece.includes(line)))
			tally.add(f.code, reason, score.messagePart + Math.min(line.length, 80) / 4 - f.position / 4);
	}
}

/**
 * Of the character pairs of `a`, the share that `b` has too; and Dice's coefficient of the two
 * (the shared pairs over both): how much of `a` the other says, and how alike they are.
 */
function pairOverlap(a: string, b: string): [number, number] {
	if (a.length < 2 || b.length < 2) return [0, 0];
	const pairs = new Map<string, number>();
	for (let i = 0; i + 1 < b.length; i++) {
		const pair = b.slice(i, i + 2);
		pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
	}
	let shared = 0;
	for (let i = 0; i + 1 < a.length; i++) {
		const pair = a.slice(i, i + 2);
		const left = pairs.get(pair) ?? 0;
		if (left > 0) {
			shared++;
			pairs.set(pair, left - 1);
		}
	}
	return [shared / (a.length - 1), (2 * shared) / (a.length - 1 + b.length - 1)];
}

function addMeanings(p: Prepared, text: string, tally: Tally): void {
	// How much of the text the meaning says (the text may be a part of it), and how much of the
	// meaning the text says (for ranking): both over character pairs in Chinese, words in English.
	const han = hanOnly(text);
	if (han.length >= 3)
		for (const [code, meaning] of p.meaningHan) {
			const [covered, dice] = meaning.includes(han) ? [1, 1] : pairOverlap(han, meaning);
			if (covered >= 0.6)
				tally.add(
					code,
					{ kind: 'meaning', lang: 'zh-TW' },
					score.meaning + 20 * covered + 20 * dice,
				);
		}
	const words = wordsOf(text);
	if (words.size >= 2)
		for (const [code, meaning] of p.meaningWords) {
			let shared = 0;
			for (const w of words) if (meaning.has(w)) shared++;
			const covered = shared / words.size;
			const dice = (2 * shared) / (words.size + meaning.size);
			if (shared >= 2 && covered >= 0.75 && dice >= 0.4)
				tally.add(code, { kind: 'meaning', lang: 'en' }, score.meaning + 20 * covered + 20 * dice);
		}
}

/** A typo of a name, or words of names: `nameCandidates`, the part the 404 page runs alone. */
function addSpellings(p: Prepared, text: string, tally: Tally): void {
	for (const c of nameCandidates(p.names, text)) tally.add(c.code, { kind: c.kind }, c.score);
}

/** Every reason one line (already cut and trimmed) gives. */
function tallyLine(p: Prepared, line: string): Tally {
	const tally = new Tally();
	addNumbers(p, line, tally);
	addMessages(p, line, tally);
	addMeanings(p, line, tally);
	addSpellings(p, line, tally);
	return tally;
}

/**
 * What a box's text names: a code in any spelling (as `resolveCode` reads it: case, `-`/spaces,
 * CamelCase, quotes, trailing punctuation of either language, a pasted page address), or else the
 * codes it can be, ranked, each with why. Reads at most `maxQueryChars` characters.
 */
export function resolveQuery(index: CodeIndex, input: string): QueryResolution {
	const p = prepare(index);
	const found = resolveCode(input, p.names);
	if (found.kind !== 'unknown') return found;
	const line = trimCopied(input.slice(0, maxQueryChars).replace(/\s+/g, ' '));
	return { kind: 'candidates', input: line, candidates: tallyLine(p, line).ranked() };
}

/**
 * The codes a whole pasted text can be about (a terminal transcript, a log): every line's reasons
 * together, a line that names a code first. Reads the first and the last 500 lines, each cut at
 * `maxQueryChars`: linear in the text, and bounded whatever its size.
 */
export function candidatesForText(index: CodeIndex, text: string): Candidate[] {
	const p = prepare(index);
	const lines = text.split('\n');
	const read =
		lines.length > 2 * textLinesEachEnd
			? [...lines.slice(0, textLinesEachEnd), ...lines.slice(-textLinesEachEnd)]
			: lines;
	const tally = new Tally();
	for (const raw of read) {
		const line = trimCopied(raw.slice(0, maxQueryChars));
		if (line === '') continue;
		const found = resolveCode(line, p.names);
		if (found.kind === 'code') tally.add(found.code, { kind: 'name' }, score.name);
		else tally.merge(tallyLine(p, line));
	}
	return tally.ranked();
}

/** The sentence of each kind of reason, `{exitCode}`, `{name}`, `{status}` and `{format}` filled in. */
export interface ReasonTexts {
	name: string;
	mentioned: string;
	spelling: string;
	nameWords: string;
	exitCode: string;
	httpLikeStatus: string;
	message: string;
	meaningEn: string;
	meaningZh: string;
}

/** Why a code is a candidate, in the words of `texts` (a language's). */
export function reasonText(reason: CandidateReason, texts: ReasonTexts): string {
	const fill = (template: string, values: Record<string, string | number>) =>
		template.replace(/\{(\w+)\}/g, (whole, key: string) =>
			key in values ? String(values[key]) : whole,
		);
	switch (reason.kind) {
		case 'exit-code':
			return fill(texts.exitCode, { exitCode: reason.exitCode, name: reason.name ?? '?' });
		case 'http-like-status':
			return fill(texts.httpLikeStatus, { status: reason.status });
		case 'message':
			return fill(texts.message, { format: reason.format });
		case 'meaning':
			return reason.lang === 'en' ? texts.meaningEn : texts.meaningZh;
		case 'name-words':
			return texts.nameWords;
		default:
			return texts[reason.kind];
	}
}

/**
 * The index as the build publishes it for the browser (`/search/codes.json`): every code with its
 * meaning, and the sentences of the reasons in both languages, so that no page carries them.
 */
export interface PublishedCodeIndex extends CodeIndex {
	codes: readonly (IndexedCode & { meaning: Readonly<Record<IndexLang, string>> })[];
	reasons: Readonly<Record<IndexLang, ReasonTexts>>;
}
