import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliMessages } from '../../src/cli/cliMessages.ts';
import {
	explanationMessages,
	findingMessages,
	retryAdviceDictionary,
	surfaceMessages,
} from '../../src/lib/engine/index.ts';
import { playgroundExampleGroups, registry } from '../../src/lib/registry/index.ts';
import type { Lang } from '../../src/lib/i18n/index.ts';
import { mcpMessages } from '../../src/mcp/index.ts';
import { reportMessages } from '../../src/lib/report/index.ts';
import { terminalMessages } from '../../src/lib/terminal/index.ts';
import * as OpenCC from 'opencc-js';
import { glossaryViolations, proseOf, repoRoot } from './glossary.ts';
import { type OpenccAllowed, openccAllowlist } from './openccAllowlist.ts';

/**
 * The zh-TW language rules as one checker, for every surface a reader or an agent meets: the built
 * pages, the Markdown twins and llms text, the JSON exports, the CLI's and the MCP server's output.
 * Give it a zh-TW text and the name of its place; it answers with what a Taiwanese reader would
 * stumble on, each problem named by place and rule. Code (fenced blocks, backtick spans), URLs,
 * paths, flags and identifiers are not prose and are left alone.
 */

const han = /\p{Script=Han}/u;

/** A text of some surface, in Markdown (code in backticks and fences) or plain. */
export interface ZhText {
	where: string;
	text: string;
	markdown?: boolean;
	/**
	 * Text cut from HTML at element boundaries: a block may start with the 。 that follows a link,
	 * so that check is left out. A space after a full-width mark is still one: the components put
	 * `sentenceGap(lang)` between a sentence and the element after it, never a literal space.
	 */
	html?: boolean;
}

/** ASCII `.`, `:`, `,`, `;`, `?` or `!` right after a Han character: a Latin mark inside a Chinese sentence. */
export function asciiMarkAfterHan(text: string): string | undefined {
	const m = /\p{Script=Han}[.:,;?!](?![\w/])/u.exec(text) ?? /\p{Script=Han}[.:,;?!]$/u.exec(text);
	return m ? text.slice(Math.max(0, m.index - 12), m.index + 4) : undefined;
}

/** A Chinese line (or block) that starts with a mark that never starts a line. */
export function startsWithClosingMark(text: string): boolean {
	return /^[，。、；：！？）」』]/.test(text);
}

/** Half-width parentheses after a Han character, or around Chinese text. */
function halfWidthParentheses(text: string): string | undefined {
	const m =
		/\p{Script=Han} ?\(/u.exec(text) ??
		/\)\p{Script=Han}/u.exec(text) ??
		/\([^()]*\p{Script=Han}[^()]*\)/u.exec(text);
	return m ? text.slice(Math.max(0, m.index - 8), m.index + m[0].length + 4) : undefined;
}

/**
 * Wordings a Taiwanese reader stumbles on that are not a term of the glossary (translationese and
 * repetitions the zh-TW reviews found), each with what to write instead.
 */
export const awkwardWordings: { pattern: RegExp; use: string }[] = [
	{ pattern: /結果顯示被擋下/u, use: '發現目標被擋下時回報' },
	// zh-tw-review-9: one word per concept the glossary has no entry for, and a sentence that parsed.
	{ pattern: /剖析/u, use: '解析' },
	{ pattern: /狀態檔(?!案)/u, use: '狀態檔案' },
	{ pattern: /快照檔(?!案)/u, use: '快照檔案' },
	{ pattern: /記得(?:的|之前|先前)/u, use: '記住的目標' },
	{ pattern: /以及包在呼叫 App 的外層/u, use: '另外，包住 App 呼叫的外層處理也會回報它' },
	{ pattern: /的物件本身/u, use: '直接傳回那個物件' },
	{ pattern: /沒有東西在聽/u, use: '沒有服務在監聽' },
	{ pattern: /(?<!沒)有相依(?!套件|的)/u, use: '已加入…套件' },
	{ pattern: /原封不動重試[。.]\**\s*不可重試/u, use: 'say it once' },
	{ pattern: /^以及所有代碼都適用的/u, use: '所有代碼都適用的差異' },
	// The pager's labels, not 「下一則訊息」 (the next message), which is right.
	{ pattern: /(?:前一則|下一則)(?!\p{Script=Han})/u, use: '上一頁／下一頁' },
	// zh-tw-review-3
	{ pattern: /附上游/u, use: '附上上游原始碼的依據' },
	{ pattern: /形狀/u, use: 'details 的結構、envelope 格式' },
	{
		pattern: /(?<!〈)\[[^\]]+\](?!〉)(?:用範例|查這)|到\[[^\]]+\]查/u,
		use: '〈頁名〉一頁…、請參閱〈頁名〉',
	},
	{ pattern: /這份快照|快照到最新|\b[0-9a-f]{7} 快照/u, use: '這個 commit' },
	{ pattern: /先復原/u, use: '先執行修復指令' },
	{ pattern: /定時(?:退避|等待)/u, use: '指數退避、不需等待' },
	{ pattern: /查出這個代碼的結束代碼/u, use: '才借用這個代碼的結束代碼' },
	{ pattern: /健康的連線/u, use: '仍然有效的連線' },
	{ pattern: /只有在兩個以上的/u, use: '只有在有兩個以上…時' },
	{ pattern: /(?<!重新)排版以便閱讀/u, use: '重新排版以方便閱讀' },
	{ pattern: /工具包(?!裝)/u, use: 'toolkit' },
	{ pattern: /覆蓋(?!率)/u, use: '覆寫' },
	{ pattern: /JSON-RPC 外框/u, use: '外層 JSON-RPC 訊息' },
	{ pattern: /沒有新的變化/u, use: 'say it once: the changes page adds 「對失敗輸出沒有變更」' },
];

/**
 * OpenCC's Taiwan phrases (opencc-js, `Converter({ from: 'tw', to: 'twp' })`): the dictionary
 * Taiwanese projects convert with, here as a test of text already written for Taiwan. `from: 'tw'`
 * first maps Taiwan's character forms to OpenCC's (為 → 爲, 群 → 羣), the forms the phrase
 * dictionary is keyed in, and `to: 'twp'` maps them back after the phrases: 集群 becomes 叢集
 * only so (`from: 't'` leaves it, and every phrase with such a character). Every change the
 * converter makes is a word a Taiwanese reader may stumble on (點擊, 虛擬機, 查找), unless
 * `openccAllowlist` (tests/support/openccAllowlist.ts) says why it is right in Taiwan, there.
 */
const twp = OpenCC.Converter({ from: 'tw', to: 'twp' });
// The same chain in its three steps, so that each change has its place: Taiwan forms to OpenCC's
// (one character for one, so positions hold), the phrases, OpenCC's forms back to Taiwan's.
const [fromTaiwanForms] = OpenCC.Locale.from.tw!;
const [taiwanPhraseGroup, toTaiwanForms] = OpenCC.Locale.to.twp!;
const toOpenccForms = OpenCC.ConverterFactory(fromTaiwanForms!);
const backToTaiwanForms = OpenCC.ConverterFactory(toTaiwanForms!);
const taiwanPhrases = new OpenCC.Trie();
taiwanPhrases.loadDictGroup(taiwanPhraseGroup!);

/** One change of OpenCC's Taiwan converter: at `at` (UTF-16 offset) it writes `to` for `from`. */
export interface OpenccChange {
	at: number;
	from: string;
	to: string;
}

/**
 * Every change `Converter({ from: 'tw', to: 'twp' })` makes to `text`, by span: a phrase of the
 * Taiwan phrase dictionary (點擊 → 點選), or a character in a form Taiwan does not use (着 → 著).
 * The spans are checked against the converter's own output: put together they must give it.
 */
export function openccChanges(text: string): OpenccChange[] {
	const changes: OpenccChange[] = [];
	const standard = toOpenccForms(text);
	if (standard.length !== text.length)
		throw new Error(`OpenCC's Taiwan-form map changed the length of 「${text}」`);
	let converted = '';
	let run = 0;
	// A stretch no phrase matched: only character forms change, one for one.
	const endRun = (end: number) => {
		const back = backToTaiwanForms(standard.slice(run, end));
		converted += back;
		for (let i = 0; i < back.length; i++) {
			if (back[i] === text[run + i]) continue;
			let j = i;
			while (j < back.length && back[j] !== text[run + j]) j++;
			changes.push({ at: run + i, from: text.slice(run + i, run + j), to: back.slice(i, j) });
			i = j;
		}
	};
	for (let i = 0; i < standard.length;) {
		const match = taiwanPhrases.matchPrefix(standard, i);
		if (!match) {
			i += standard.codePointAt(i)! > 0xffff ? 2 : 1;
			continue;
		}
		endRun(i);
		const from = text.slice(i, match.end);
		const to = backToTaiwanForms(match.value);
		converted += to;
		if (to !== from) changes.push({ at: i, from, to });
		i = run = match.end;
	}
	endRun(standard.length);
	if (converted !== twp(text))
		throw new Error(`The OpenCC spans of 「${text}」 do not add up to the converter's output`);
	return changes;
}

/** The allowlist entry that covers a change in `text`, if one does. */
export function openccAllowance(
	text: string,
	change: OpenccChange,
	allowlist: readonly OpenccAllowed[] = openccAllowlist,
): OpenccAllowed | undefined {
	const end = change.at + change.from.length;
	return allowlist.find((entry) => {
		if (entry.phrase !== change.from || entry.to !== change.to) return false;
		if (!entry.in) return true;
		const around = new RegExp(entry.in.source, `${entry.in.flags.replace('g', '')}g`);
		for (const m of text.matchAll(around))
			if (m.index <= change.at && m.index + m[0].length >= end) return true;
		return false;
	});
}

/** The changes of OpenCC's Taiwan converter to `text` that no allowlist entry covers. */
export function openccProblems(
	text: string,
	allowlist: readonly OpenccAllowed[] = openccAllowlist,
): { change: OpenccChange; context: string }[] {
	if (!han.test(text)) return [];
	return openccChanges(text)
		.filter((change) => !openccAllowance(text, change, allowlist))
		.map((change) => ({
			change,
			context: text.slice(Math.max(0, change.at - 12), change.at + change.from.length + 8),
		}));
}

/**
 * What is wrong with allowlist entries: each needs a reason (a sentence, in English), a phrase that
 * OpenCC's Taiwan phrases really change into its `to`, and an `in` pattern that names the phrase
 * (an entry is scoped to its phrase); one entry per phrase and pattern.
 */
export function openccAllowlistProblems(allowlist: readonly OpenccAllowed[]): string[] {
	const problems: string[] = [];
	const seen = new Set<string>();
	for (const entry of allowlist) {
		const name = `${entry.phrase} → ${entry.to}${entry.in ? ` in ${entry.in}` : ''}`;
		if (typeof entry.why !== 'string' || !/\p{L}+(?:\W+\p{L}+){3}/u.test(entry.why))
			problems.push(`${name}: no reason why it is right in Taiwan`);
		const changes = openccChanges(entry.phrase);
		if (changes.length !== 1 || changes[0]!.from !== entry.phrase || changes[0]!.to !== entry.to)
			problems.push(
				`${name}: OpenCC's Taiwan phrases write ${JSON.stringify(twp(entry.phrase))} for it`,
			);
		if (entry.in && !entry.in.source.includes(entry.phrase))
			problems.push(`${name}: its pattern does not name the phrase`);
		if (seen.has(name)) problems.push(`${name}: listed twice`);
		seen.add(name);
	}
	return problems;
}

/** A full-width parenthesis inside another: 「（doctor 的關鍵檢查沒通過（1 項））」. */
const nestedParentheses = /（[^（）]*（[^（）]*）[^（）]*）/u;
/** Two notes side by side, where a template's note met a label's: 「v3 合約（b7f4434）（判斷依據：…）」. */
const stackedParentheses = /）（/u;

/** One space after a full-width mark, before text: the mark carries its own space (「頁面： http」). */
const spaceAfterFullWidth = /[，。、；：！？」）] (?=[^\s|])/u;

/**
 * One half-width space between two Han characters: a template that spaced a value which turned out
 * to end in Chinese (「3.0.0 版 新增的」), or a word left behind by a replacement (「讀寫 狀態檔案」).
 * Chinese puts a space only beside Latin letters and digits. Two or more spaces are a terminal's
 * columns, not a gap inside a sentence.
 */
const spaceBetweenHan = /\p{Script=Han} (?=\p{Script=Han})/u;

/**
 * A Latin word written against a Han character: 「的agent或腳本」, left by a replacement that
 * dropped the spaces every other Latin word beside Chinese has (eighth zh-TW reading, item 6).
 */
const latinAgainstHan = /\p{Script=Han}[A-Za-z]{2,}|[A-Za-z]{2,}\p{Script=Han}/u;

/** A particle said twice where two templates meet: 「hover_failed 是 … 加入的 的 payload」. */
const doubledParticle = /的 ?的(?!確)/u;

/** A gloss that repeats the words it glosses: 「App 端 toolkit bridge（toolkit bridge）」. */
const repeatedGloss = /(?<![A-Za-z])([A-Za-z][A-Za-z .-]*[A-Za-z])（\1）/iu;

/** One 「…」 after Chinese: the Chinese ellipsis is two, 「選擇檔案……」. */
const singleEllipsis = /\p{Script=Han}…(?!…)/u;

/** A JSON or JavaScript escape printed as text, instead of the character it stands for. */
const unicodeEscape = /\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\}/;
/** Control characters other than newline and tab (ANSI escapes included). */
// biome-ignore lint: the control characters are what is looked for.
const controlCharacter = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** The Starlight and Expressive Code labels that their zh-TW translations replace. */
export const starlightChrome = [
	'Copy to clipboard',
	'Terminal window',
	'Skip to content',
	'Select theme',
	'Select language',
	'On this page',
	'Previous page',
	'Next page',
	'Built with Starlight',
];

type Pairs = { en: Record<string, string>; 'zh-TW': Record<string, string> };

/**
 * The playground picker's labels, as the page shows them, by example id: the whole outputs and the
 * broken examples are labelled in words; a code's example is labelled by the code itself.
 */
export function playgroundPickerLabels(): Pairs {
	const labels = (lang: Lang) =>
		Object.fromEntries(
			playgroundExampleGroups(registry, lang)
				.filter((group) => group.id !== 'codes')
				.flatMap((group) => group.examples.map((e) => [e.id, e.label])),
		);
	return { en: labels('en'), 'zh-TW': labels('zh-TW') };
}

/**
 * English UI words: the runs of two or more English words in every English dictionary string (the
 * site's, the engine's, the CLI's, the MCP server's), cut at their `{placeholders}`, plus
 * Starlight's chrome. A run that the same key's zh-TW text repeats is a quotation (an upstream
 * message such as 「No tool registered with the name」), not UI, and is left out.
 */
function englishUiWords(): string[] {
	const read = (lang: string) =>
		JSON.parse(
			readFileSync(join(repoRoot, 'src', 'content', 'i18n', `${lang}.json`), 'utf8'),
		) as Record<string, string>;
	const dictionaries: Pairs[] = [
		{ en: read('en'), 'zh-TW': read('zh-TW') },
		cliMessages,
		reportMessages,
		explanationMessages,
		findingMessages,
		retryAdviceDictionary,
		surfaceMessages,
		mcpMessages,
		terminalMessages,
		playgroundPickerLabels(),
	] as Pairs[];
	// Names, read the same in both languages.
	const names = new Set(['Error Playbook']);
	const runs = dictionaries.flatMap((d) =>
		Object.entries(d.en).flatMap(([key, text]) =>
			text
				.split(/\{[^}]*\}|`[^`]*`|「[^」]*」|"[^"]*"|https?:\/\/\S+/)
				.map((run) => run.replace(/^[\s\W]+|[\s\W]+$/g, ''))
				.filter(
					(run) =>
						/^[A-Za-z]{2,}(?: [A-Za-z]{2,})+/.test(run) &&
						run.length >= 10 &&
						!han.test(run) &&
						!names.has(run) &&
						!(d['zh-TW'][key] ?? '').includes(run),
				),
		),
	);
	return [...new Set([...runs, ...starlightChrome])];
}

let english: string[] | undefined;

/**
 * The lines of a text that hold Chinese outside code: Markdown loses its fenced blocks, link
 * targets and HTML tags. Backtick spans stay, for the checks that look at what is beside them.
 */
function proseLines(text: string, markdown: boolean): string[] {
	let prose = text;
	if (markdown)
		prose = prose
			.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, ' ')
			.replace(/\]\([^)\s]*\)/g, ']')
			.replace(/<[^>\n]+>/g, ' ');
	else
		prose = prose
			// A backtick span that the terminal's wrapping cut in two stays code on both lines.
			.replace(/`[^`]*`/g, (span) => span.replace(/\n/g, '`\n`'))
			// Plain text (the CLI, the MCP server) prints commands bare: from the program's name and a
			// subcommand or flag on, a line is code.
			.replace(/\b(?:flutter_mcp_cli|flutter-mcp-toolkit|error-playbook) [a-z-].*$/gm, ' ');
	return (
		prose
			.split('\n')
			// A Markdown table is read cell by cell: an English column beside a Chinese one is English.
			.flatMap((line) => (markdown && /^\s*\|/.test(line) ? line.split(/(?<!\\)\|/) : [line]))
			.filter((line) => han.test(line.replace(/`[^`\n]*`/g, ' ')))
	);
}

/** Every problem of one zh-TW text, as `where: rule: …context…`. */
export function zhTextProblems({ where, text, markdown = false, html = false }: ZhText): string[] {
	english ??= englishUiWords();
	const problems: string[] = [];
	const add = (rule: string, found: string) => problems.push(`${where}: ${rule}: …${found}…`);
	// Escapes and control characters first: they are what a reader sees, in code or not.
	const withoutCode = markdown
		? text.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, ' ')
		: text;
	const escape = unicodeEscape.exec(withoutCode.replace(/`[^`\n]*`/g, ' '));
	if (escape)
		add(
			'escape printed as text',
			withoutCode.slice(Math.max(0, escape.index - 8), escape.index + 10),
		);
	const control = controlCharacter.exec(text);
	if (control)
		add(
			'control character',
			JSON.stringify(text.slice(Math.max(0, control.index - 8), control.index + 4)),
		);
	for (const line of proseLines(text, markdown)) {
		const prose = proseOf(line);
		const mark = asciiMarkAfterHan(prose);
		if (mark) add('Latin mark after Chinese', mark);
		const paren = halfWidthParentheses(prose);
		if (paren) add('half-width parentheses', paren);
		if (!html && startsWithClosingMark(line.trim()))
			add('line starts with a closing mark', line.trim().slice(0, 12));
		const nested = nestedParentheses.exec(prose);
		if (nested) add('parentheses inside parentheses', nested[0].slice(0, 40));
		const stacked = stackedParentheses.exec(prose);
		if (stacked)
			add(
				'two notes side by side',
				prose.slice(Math.max(0, stacked.index - 12), stacked.index + 10),
			);
		const spaced = spaceAfterFullWidth.exec(line);
		if (spaced)
			add(
				'space after a full-width mark',
				line.slice(Math.max(0, spaced.index - 8), spaced.index + 8),
			);
		const gap = spaceBetweenHan.exec(line);
		if (gap)
			add(
				'space between Chinese characters',
				line.slice(Math.max(0, gap.index - 8), gap.index + 8),
			);
		const glued = latinAgainstHan.exec(prose);
		if (glued)
			add(
				'Latin word against Chinese, no space',
				prose.slice(Math.max(0, glued.index - 8), glued.index + glued[0].length + 4),
			);
		const doubled = doubledParticle.exec(line);
		if (doubled)
			add('particle said twice', line.slice(Math.max(0, doubled.index - 12), doubled.index + 8));
		const gloss = repeatedGloss.exec(line);
		if (gloss) add('a gloss that repeats its text', gloss[0]);
		const ellipsis = singleEllipsis.exec(prose);
		if (ellipsis)
			add(
				'Chinese ellipsis is ……',
				prose.slice(Math.max(0, ellipsis.index - 8), ellipsis.index + 4),
			);
		for (const { pattern, use } of awkwardWordings) {
			const m = pattern.exec(prose);
			if (m)
				add(
					`wording: write ${use}, not ${m[0]}`,
					prose.slice(Math.max(0, m.index - 10), m.index + m[0].length + 6),
				);
		}
		for (const v of glossaryViolations(line, where)) {
			const at = Math.max(0, prose.toLowerCase().indexOf(v.found.toLowerCase()));
			add(
				`glossary: write ${v.use}, not ${v.found}`,
				prose.slice(Math.max(0, at - 16), at + v.found.length + 12),
			);
		}
		const text = line.replace(/`[^`\n]*`/g, ' ');
		for (const words of english.filter((w) => text.includes(w))) add('English UI words', words);
	}
	// A terminal wraps Chinese anywhere, inside a word too (「MCP 用戶」, 「端在…」): OpenCC reads
	// plain text with the wrapped lines joined.
	const unwrapped =
		markdown || html ? text : text.replace(/(\p{Script=Han})\n[ \t]*(?=\p{Script=Han})/gu, '$1');
	for (const line of proseLines(unwrapped, markdown))
		for (const { change, context } of openccProblems(proseOf(line)))
			add(
				`OpenCC's Taiwan phrases write ${change.to}, not ${change.from} (reword, or allowlist it with why)`,
				context,
			);
	return problems;
}

/** Every problem of every text of a surface. */
export function zhProblems(texts: Iterable<ZhText>): string[] {
	const problems: string[] = [];
	for (const text of texts) problems.push(...zhTextProblems(text));
	return problems;
}

/** Every string of a JSON document that holds Chinese, named by its JSON path. */
export function zhStringsOfJson(value: unknown, where: string, path = ''): ZhText[] {
	if (typeof value === 'string')
		return han.test(value)
			? [{ where: `${where} ${path || '/'}`, text: value, markdown: true }]
			: [];
	if (Array.isArray(value))
		return value.flatMap((v, i) => zhStringsOfJson(v, where, `${path}/${i}`));
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([k, v]) => zhStringsOfJson(v, where, `${path}/${k}`));
	return [];
}
