import glossary from '../../../content/registry/glossary.json' with { type: 'json' };

/**
 * Terminal layout for text in both languages: CJK characters take two columns, and Chinese has no
 * spaces between words, so wrapping may break between any two CJK characters.
 */

const wide =
	/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Columns `text` takes in a terminal. */
export function displayWidth(text: string): number {
	let width = 0;
	for (const ch of text) width += wide.test(ch) ? 2 : 1;
	return width;
}

/** Pads `text` with spaces to `width` terminal columns. */
export function padEndToWidth(text: string, width: number): string {
	return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * Marks a Chinese line never starts with (行首禁則): the word before one goes down with it, so that
 * no line starts with 「。」 and none runs past the width.
 */
const noLineStart = /^[，。、；：！？）」』〉》…]/;

/** Marks a Chinese line never ends with (行尾禁則): an opening bracket goes down with what it opens. */
const noLineEnd = /[（「『〈《]$/;

/** A Han character, kana or a full-width mark: Chinese and Japanese put no space between words. */
const cjk = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * Chinese words, so a line break never cuts one (「位\n址」): ICU's dictionary segmenter, which
 * Node and every browser ship. A run of Chinese splits into its words and marks. Made on the first
 * Chinese run, not at load: building it takes about 19 ms, which an English run never needs.
 */
let words: Intl.Segmenter | undefined;

/**
 * Words ICU's dictionary keeps apart that a Chinese reader takes as one: 重新 binds to the verb
 * after it (「重新\n啟動」 reads as two thoughts), 的 and the other particles of `boundSuffix` to
 * the word before it (a line that starts with 「的 App」 or 「時就…」 reads as a fragment), and these
 * words are never cut: this site's compound terms, 頁面, which ICU splits into 頁|面 after 的
 * (「代碼的頁\n面」, zh-TW review 6 #3), and 系統設定, the name of macOS's settings app, which ICU
 * reads as 系統|設定 (eighth zh-TW reading, item 4). Every Chinese rendering of the glossary is
 * one of them, read from the glossary so a new term is never cut (「狀態\n鎖」「檢查\n項目」, zh-TW
 * review 8, item 1); the JSON file, not the registry module, so `validate` stays light.
 */
const boundPrefix = /(?:重新|再次)$/;
// A measure word after its number is a suffix too: 「另一\n個使用」 cut 另一個.
const boundSuffix = /^(?:的|[了嗎呢吧著過們時後裡個次項種](?!\p{Script=Han}))/u;
const unbroken = [
	...glossary.terms
		.map((term) => term['zh-TW'])
		.filter((word) => /^\p{Script=Han}{2,}$/u.test(word)),
	'工具結果',
	'頁面',
	'系統設定',
	// Words outside the glossary that ICU splits (zh-TW review 8, item 1).
	'命令列',
	'執行器',
	'提供者',
	'修飾鍵',
	'用戶端',
	'權限橋接',
	// 「v3 合約\n表中」 read as 合約 and a stray 表 on almost every code, 「輸入\n框」「工作\n目錄」
	// 「等待\n時間」 likewise (zh-TW review 9, item 3).
	'合約表',
	'輸入框',
	'工作目錄',
	'等待時間',
	// 「解決\n方法 1」 and 「主機\n名稱」 (zh-TW review 24 #2), 「初始\n化」「彈出\n式」 (review 25 #4).
	'解決方法',
	'主機名稱',
	'初始化',
	'彈出式',
];
const han = /^\p{Script=Han}/u;
const closing = /^[）」』〉》]/;
const closedOrHan = /[\p{Script=Han}）」』〉》]$/u;
const han2 = /^\p{Script=Han}{2}/u;
const oneHan = /^\p{Script=Han}$/u;
/**
 * A one-character word that is no particle leans on the word after it: a line that ends in 「等」
 * or 「把」 leaves a verb or a preposition without its object (「等\n它印出」, eighth zh-TW reading,
 * item 4), so 等|它|印出 stays 等它印出. Up to this many characters, so that a run ICU reads as
 * single characters (a name it does not know) can still break.
 */
const leaningLimit = 6;

/** Whether a break between `last` and `next` would cut one of the `unbroken` words. */
function cutsWord(last: string, next: string): boolean {
	return unbroken.some((word) => {
		for (let k = 1; k < word.length; k++) {
			const rest = word.slice(k);
			// The rest may come as more than one segment: 摘要|提供|者.
			if (last.endsWith(word.slice(0, k)) && (next.startsWith(rest) || rest.startsWith(next)))
				return true;
		}
		return false;
	});
}

function chineseWords(run: string): string[] {
	const out: string[] = [];
	// The segment ICU gave last: a one-character word (not a particle) leans on the next one.
	let previous = '';
	for (const { segment } of (words ??= new Intl.Segmenter('zh-Hant', {
		granularity: 'word',
	})).segment(run)) {
		const last = out.at(-1);
		const leans =
			last !== undefined &&
			oneHan.test(previous) &&
			!boundSuffix.test(previous) &&
			han.test(segment) &&
			[...(last + segment)].length <= leaningLimit;
		if (
			last &&
			// A closing bracket stays with the word it closes, and 的 with what it follows, 「」 included.
			(closing.test(segment) ||
				// A section's name in 〈〉 is one unit: 「〈何時\n發生〉」 read as garbage (zh-TW review 24 #2).
				last.lastIndexOf('〈') > last.lastIndexOf('〉') ||
				(closedOrHan.test(last) && boundSuffix.test(segment)) ||
				leans ||
				(han.test(last.slice(-1)) &&
					((han2.test(segment) && boundPrefix.test(last)) || cutsWord(last, segment))))
		)
			out[out.length - 1] = last + segment;
		else out.push(segment);
		previous = segment;
	}
	return out;
}

/**
 * Latin terms of two words that a line break must not split: 「hot\nrestart」 in a Chinese text
 * reads as two words, neither of them the term (zh-TW review 6 #3). Each is the end of one word
 * and the start of the next.
 */
const boundTerms: readonly (readonly [RegExp, RegExp])[] = [
	[/(?:^|[^\w])hot$/i, /^(?:restart|reload)(?:\W|$)/i],
	[/(?:^|[^\w])VM$/, /^service(?:\W|$)/],
	[/(?:^|[^\w])stack$/, /^trace(?:\W|$)/],
	// 動態 registry (the dynamic registry), 動態 escaped below so the regex is not read as prose.
	[/\u52d5\u614b$/, /^registry(?:\W|$)/],
	// A field name and 欄位 (field) after it: 「recovery」 alone at a line's end read as the word
	// recovery in Chinese prose, which the glossary renders 復原.
	[/(?:^|[^\w])[a-z_][\w.]*$/i, /^\u6b04\u4f4d/],
	// 第 1 欄 and 第 2 行 (column 1, line 2): 「第⏎1 欄」 broke a position in two (zh-TW review 16
	// #11d). 第 (\u7b2c) with its number, the number with 行 (\u884c) or 欄 (\u6b04).
	[/\u7b2c$/, /^\d/],
	[/\u7b2c \d+$/, /^[\u884c\u6b04]/],
	// A fix by its number: 「（解決方法⏎1）。」 left the number alone on the next line (zh-TW review
	// 23 #12); 方法 (\u65b9\u6cd5, the end of 解決方法 as the words are cut) and "fix" keep their number.
	[/\u65b9\u6cd5$/, /^\d/],
	[/(?:^|[^\w])[Ff]ix$/, /^\d/],
	// The site's name is one: 「不在 Error\nPlaybook 的代碼清單中」 left "Error" alone (zh-TW review 27 #10).
	[/(?:^|[^\w])Error$/, /^Playbook(?:\W|$)/],
];

/** Joins the tokens of a bound term (word, space, word) into one. */
function joinTerms(tokens: string[]): string[] {
	const out: string[] = [];
	for (let i = 0; i < tokens.length; i++) {
		const [word, space, next] = [out.at(-1), tokens[i]!, tokens[i + 1]];
		if (
			word !== undefined &&
			next !== undefined &&
			/^[ \t]+$/.test(space) &&
			boundTerms.some(([end, start]) => end.test(word) && start.test(next))
		) {
			out[out.length - 1] = `${word} ${next}`;
			i++;
		} else out.push(space);
	}
	return out;
}

/**
 * A command quoted in a sentence (`flutter_mcp_cli exec --name status --args '{}'`) is one token: a
 * break inside it left half a command on each line, which no one can copy (it may run past the width,
 * as a command on its own line does). A command is a quoted span that starts with a lowercase
 * program word and a space, so no program's name is written here: a release that renames the
 * binary needs no change (the names live in content/registry/releases.json). Any other quoted span
 * up to 60 characters (`schema --name`, `Bad state: Extension call returned null`) is one token
 * too: a reader searching a log for a message broken in two found neither half (zh-TW review 11,
 * item 3). A longer one may break at its spaces, or it would not fit.
 */
const runsOf =
	/(?:`[a-z][a-z0-9_-]* [^`\n]*`|`[^`\n]{1,60}`)[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]*|\s+|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g;

function tokensOf(text: string): string[] {
	const runs = text.match(runsOf) ?? [];
	return joinTerms(runs.flatMap((run) => (cjk.test(run[0]!) ? chineseWords(run) : [run])));
}

/**
 * Wraps a paragraph to `width` columns, every line starting with `indent`. The paragraph's own line
 * breaks are soft (a source text wrapped to fit an editor): they are joined as the language joins
 * words, with nothing between two Chinese characters (「引\n入」 is 「引入」) and one space between
 * Latin words, so no line break of the source reaches the output, where it would be escaped as
 * `\u000a` or break a line in the middle of a word. Runs of spaces count as one.
 */
export function wrap(text: string, indent: string, width = 80): string {
	const room = Math.max(20, width - displayWidth(indent));
	const lines: string[] = [];
	// The line being filled, token by token, each with the space before it: a break may take the
	// last ones down to the next line.
	let pieces: string[] = [];
	let space = false;
	let softBreak = false;
	for (const token of tokensOf(text)) {
		if (/^\s/.test(token)) {
			space = true;
			softBreak = /[\n\r]/.test(token);
			continue;
		}
		const line = pieces.join('');
		const betweenCjk = softBreak && cjk.test(line.slice(-1)) && cjk.test(token);
		const gap = line && space && !betweenCjk ? ' ' : '';
		if (line && displayWidth(line + gap + token) > room) {
			// A mark that never starts a line takes the word it follows down with it (「。」 hung one
			// full-width mark, two columns, past the width: eighth zh-TW reading, item 4), and so does
			// 的 after a Latin word or code (「`main` 的」) rather than start the line.
			let down = noLineStart.test(token) || (boundSuffix.test(token) && gap !== '') ? 1 : 0;
			// A mark taken down takes its own word too: 「`name`），」 moves as a whole.
			while (down > 0 && down < pieces.length && noLineStart.test(pieces.at(-down)!.trimStart()))
				down++;
			// A word of one character does not go down alone with its mark: 「不要自己\n打。」 reads as
			// a stray 打, so the word before it goes too.
			if (down > 0 && down + 1 < pieces.length && oneHan.test(pieces.at(-down)!.trimStart()))
				down++;
			if (down >= pieces.length) down = 0;
			// A line of one word and its marks: nothing can go down, so the mark stays, past the width.
			if (down === 0 && noLineStart.test(token)) {
				pieces.push(gap + token);
				space = false;
				softBreak = false;
				continue;
			}
			let kept = pieces.slice(0, pieces.length - down).join('');
			let carried = pieces
				.slice(pieces.length - down)
				.join('')
				.replace(/^ /, '');
			// An opening mark at the line's end moves down with the word it opens, and so does a mark
			// before it: 「（「」 left 「（」 at a line's end (zh-TW review 25).
			while (noLineEnd.test(kept) && kept.length > 1) {
				carried = kept.slice(-1) + carried;
				kept = kept.slice(0, -1);
			}
			lines.push(kept);
			pieces = carried ? [carried, gap + token] : [token];
		} else pieces.push(gap + token);
		space = false;
		softBreak = false;
	}
	if (pieces.length) lines.push(pieces.join(''));
	return lines.map((l) => indent + l).join('\n');
}

/**
 * An item of a list: `marker` ("1. ", "- ") on its first line, and the lines after it lined up under
 * the item's text, not under the marker.
 */
export function wrapItem(marker: string, text: string, indent: string, width = 80): string {
	const hang = indent + ' '.repeat(displayWidth(marker));
	return indent + marker + wrap(text, hang, width).slice(hang.length);
}
