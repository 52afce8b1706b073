import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, prose } from '../../support/docsSource.ts';

/**
 * The Traditional Chinese pages are written for readers in Taiwan. This catches the slips that are
 * easy to make and hard to see: mainland terms (服务器, 默認, 數據…), Simplified characters, and
 * half-width punctuation or stray spaces inside Chinese sentences.
 */

const zhRoot = join(import.meta.dirname, '..', '..', '..', 'content', 'docs', 'zh-tw');

/** Mainland usage → the Taiwanese term to write instead. */
const mainlandTerms: Record<string, string> = {
	程序: '程式 / 行程',
	文件: '檔案 / 說明頁面',
	服务器: '伺服器',
	服務器: '伺服器',
	连接: '連線',
	連接: '連線 / 連結',
	设置: '設定',
	設置: '設定',
	超时: '逾時',
	超時: '逾時',
	默认: '預設',
	默認: '預設',
	数据: '資料',
	數據: '資料',
	支持: '支援',
	信息: '訊息 / 資訊',
	客戶端: '用戶端',
	軟件: '軟體',
	網絡: '網路',
	鏈接: '連結',
	運行: '執行',
	菜單: '選單',
	屏幕: '螢幕',
};

/** Characters that exist only in Simplified Chinese (a common subset; enough to catch a stray paste). */
const simplifiedOnly =
	'这们对错误码时设据连务认为个发应说请试还将与从会过么开关问题实现进该样处网络类数执项显择录读写译';

const cjk = '\\u3400-\\u9fff\\uf900-\\ufaff';
const fullWidth = '\\u3000-\\u303f\\uff00-\\uffef';
const cjkOrFullWidth = `${cjk}${fullWidth}`;

/** Prose without inline code, JSX tags, imports, links' targets and tables' separator rows. */
function sentences(source: string): string {
	return prose(source)
		.replace(/^import .*$/gm, '')
		.replace(/`[^`\n]*`/g, 'X')
		.replace(/\]\([^)]*\)/g, ']')
		.replace(/<[A-Za-z][^>]*>|<\/[A-Za-z]+>/g, 'X');
}

const files = docFiles(zhRoot);

describe('zh-TW writing', () => {
	it('finds the pages', () => {
		expect(files).toContain('guides/error-model.mdx');
	});

	it('uses 逾時 where timeouts are discussed', () => {
		expect(files.some((file) => readFileSync(join(zhRoot, file), 'utf8').includes('逾時'))).toBe(
			true,
		);
	});

	describe.each(files)('%s', (file) => {
		const source = readFileSync(join(zhRoot, file), 'utf8');

		it('uses Taiwanese terms', () => {
			// 連接埠 (a network port) is the Taiwanese term, the glossary's for port; 連接 alone is not.
			const text = source.replaceAll('連接埠', '');
			const found = Object.keys(mainlandTerms)
				.filter((term) => text.includes(term))
				.map((term) => `${term} → ${mainlandTerms[term]}`);
			expect(found).toEqual([]);
		});

		it('has no Simplified characters', () => {
			expect([...new Set([...source].filter((ch) => simplifiedOnly.includes(ch)))]).toEqual([]);
		});

		it('uses full-width punctuation after Chinese text', () => {
			const text = sentences(source);
			const bad = [...text.matchAll(new RegExp(`[${cjk}][,;:!?()]`, 'g'))].map((m) => m[0]);
			expect(bad).toEqual([]);
		});

		it('does not break a line between two Chinese characters (it would render as a space)', () => {
			const lines = prose(source).split('\n');
			const breaks = lines
				.map((line, i) => [line, lines[i + 1] ?? ''] as const)
				.filter(
					([line, next]) =>
						next.trim() !== '' &&
						!/^\s*([-*]|\d+\.|\||<\/?(?!CodeLink\b)[A-Z]|\/>)/.test(next) &&
						// after a Chinese character before another one, or after full-width punctuation before anything
						((new RegExp(`[${cjk}]$`).test(line.trimEnd()) &&
							new RegExp(`^\\s*[${cjkOrFullWidth}]`).test(next)) ||
							new RegExp(`[${fullWidth}]$`).test(line.trimEnd())),
				)
				.map(([line, next]) => `${line.slice(-12)}⏎${next.trim().slice(0, 12)}`);
			expect(breaks).toEqual([]);
		});
	});
});
