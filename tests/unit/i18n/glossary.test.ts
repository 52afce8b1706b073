import { describe, expect, it } from 'vitest';
import {
	glossary,
	glossaryViolations,
	patternOf,
	rules,
	sourceLines,
	zhSourceFiles,
} from '../../support/glossary.ts';
import { glossary as registryGlossary, variantWords } from '../../../src/lib/registry/index.ts';
import { quotedWordSegments } from '../../../src/lib/views/index.ts';

/**
 * One rendering per term (content/registry/glossary.json). Every zh-TW text the site, the
 * playground and the CLI show is scanned for the variants the glossary forbids; a hit names the
 * file, the line and the word to write instead. The built pages get the same scan in
 * tests/e2e/zh-tw-text.spec.ts.
 */

describe('the glossary', () => {
	it('gives every term one zh-TW rendering and explains it in both languages', () => {
		expect(glossary.terms.length).toBeGreaterThanOrEqual(20);
		for (const term of glossary.terms) {
			expect(term['zh-TW'].trim(), term.en).not.toBe('');
			expect(
				(term as { note?: { en?: string; 'zh-TW'?: string } }).note?.['zh-TW'],
				term.en,
			).toMatch(/\p{Script=Han}/u);
		}
	});

	it('never forbids its own rendering', () => {
		const clashes = glossary.terms.filter((t) =>
			t.forbidden.some((f) => new RegExp(patternOf(f), 'u').test(t['zh-TW'])),
		);
		expect(clashes.map((t) => t.en)).toStrictEqual([]);
	});

	it('keeps envelope and descriptor in English', () => {
		expect(glossary.keptInEnglish.map((k) => k.term)).toEqual(
			expect.arrayContaining(['envelope', 'descriptor']),
		);
	});
});

describe('the glossary’s own notes', () => {
	// A note may name its row's loser, quoted in 「」 (zh-TW review 8, item 12: `兜底` as code put a
	// space between two Han words on the page). The page marks such a quote as a word shown, not
	// written; the rest of every note is held to the glossary like any other text.
	const written = (text: string, losers: string[]) =>
		quotedWordSegments(text, losers)
			.filter((s) => !s.quoted)
			.map((s) => s.text)
			.join('');
	const notes = [
		...registryGlossary.terms.map((t) => ({
			where: t.en,
			text: t.note['zh-TW'],
			losers: t.forbidden.flatMap(variantWords),
		})),
		...registryGlossary.keptInEnglish.map((k) => ({
			where: k.term,
			text: k.why['zh-TW'],
			losers: k.forbidden.flatMap(variantWords),
		})),
	];

	it('write no loser outside a quote of their own row’s', () => {
		expect(
			notes.flatMap((n) => glossaryViolations(written(n.text, n.losers), n.where)),
		).toStrictEqual([]);
	});

	it('quote 兜底 in 「」, not as code', () => {
		const note = registryGlossary.terms.find((t) => t.en === 'last-resort handler')!.note['zh-TW'];
		expect(note).toContain('「兜底」是中國大陸的口語');
		expect(note).not.toContain('`兜底`');
	});

	it('exempt only their own loser: another term’s, quoted the same way, is caught', () => {
		expect(written('「兜底」是口語。', ['兜底'])).not.toContain('兜底');
		expect(
			glossaryViolations(written('「兜底」與「當機」都是口語。', ['兜底']), 'x').map(
				(v) => v.found,
			),
		).toStrictEqual(['當機']);
		expect(glossaryViolations(written('兜底是口語。', ['兜底']), 'x')).toHaveLength(1);
	});
});

describe('the scan', () => {
	it('catches a forbidden variant and says what to write', () => {
		expect(glossaryViolations('請先執行復原指令，再重試。', 'x:1')).toStrictEqual([
			expect.objectContaining({ where: 'x:1', found: '復原指令', use: '修復指令' }),
		]);
		expect(glossaryViolations('等待 state lock 逾時。', 'x:2').map((v) => v.use)).toContain(
			'狀態鎖',
		);
		expect(glossaryViolations('這份契約的代碼', 'x:3').map((v) => v.use)).toStrictEqual(['合約']);
	});

	it('catches the words zh review 5 found back in place, and keeps their legitimate neighbours', () => {
		const uses = (text: string) => glossaryViolations(text, 'x').map((v) => v.use);
		// hot restart written 重新啟動 (codes.json, hot_restart_failed's retry note)
		expect(
			uses(
				'這裡指的是 App 正好在重新啟動途中的情況。不是由 `flutter run` 啟動的 App 沒有重新啟動的服務。',
			),
		).toStrictEqual(['hot reload, hot restart']);
		expect(uses('沒有重新啟動的服務')).toStrictEqual(['hot reload, hot restart']);
		expect(uses('等 App 重新啟動完成；再用 `flutter run` 重新啟動 App。')).toStrictEqual([]);
		// 要求 for a request, and the passive 被要求
		expect(uses('讀取要求送出了。')).toStrictEqual(['請求']);
		expect(uses('`session_exec` 被要求執行 `session_start`。')).toStrictEqual(['請求']);
		expect(uses('會傳回所要求的 URI。')).toStrictEqual(['請求']);
		expect(uses('依照合約的要求，透過 App 要求權限。')).toStrictEqual([]);
		// envelope in Chinese prose; validate_envelope, a file name and the contract quoted are not
		expect(uses('這個 JSON 物件不是錯誤 envelope。')).toStrictEqual(['錯誤物件']);
		expect(
			uses('呼叫 validate_envelope，讀 envelope-v3.json（v3 合約稱它為 envelope）。'),
		).toStrictEqual([]);
	});

	it('leaves code alone: identifiers, commands, flags and paths are not prose', () => {
		expect(
			glossaryViolations(
				'執行 `flutter_mcp_cli snapshot create`，或看 snapshot_not_found 與 --from-snapshot。',
				'x',
			),
		).toStrictEqual([]);
		expect(
			glossaryViolations('鎖檔案 .flutter_mcp/state.lock 與 snapshot/create。', 'x'),
		).toStrictEqual([]);
		expect(glossaryViolations('HTTP 狀態碼 409', 'x')).toStrictEqual([]);
	});

	it('reads only Chinese lines (English texts may use the English words)', () => {
		expect(glossaryViolations('Wait for the state lock.', 'x')).toStrictEqual([]);
	});

	it('has a rule for each forbidden variant', () => {
		expect(rules.length).toBe(
			glossary.terms.reduce((n, t) => n + t.forbidden.length, 0) +
				glossary.keptInEnglish.reduce((n, k) => n + k.forbidden.length, 0),
		);
	});
});

describe('every zh-TW text uses the glossary', () => {
	const files = zhSourceFiles();

	it('scans the guides, the registry, the UI strings and the messages of the engine and the CLI', () => {
		expect(files).toEqual(
			expect.arrayContaining([
				'content/docs/zh-tw/guides/retry-and-recovery.mdx',
				'content/registry/codes.json',
				'src/content/i18n/zh-TW.json',
				'src/lib/engine/findings/findingMessages.zh-TW.ts',
				'src/cli/cliMessages.ts',
				'src/lib/registry/playgroundExamples.ts',
			]),
		);
	});

	it.each(files)('%s', (file) => {
		const found = sourceLines(file).flatMap(([line, text]) =>
			glossaryViolations(text, `${file}:${line}`),
		);
		expect(found.map((v) => `${v.where}: write ${v.use}, not ${v.found}`)).toStrictEqual([]);
	});
});
