import { describe, expect, it } from 'vitest';
import { resolveHintPath } from '../../../src/lib/site/index.ts';
import { registry } from '../../../src/lib/registry/index.ts';

const codes = registry.codes.map((c) => c.code);

describe('links from error hints land even when slightly off', () => {
	it.each([
		['/codes/connect_failed', '/codes/connect_failed/'],
		['/codes/CONNECT_FAILED/', '/codes/connect_failed/'],
		['/codes/connect-failed/', '/codes/connect_failed/'],
		['/codes/Connect-Failed', '/codes/connect_failed/'],
		['/codes/connect_failed.', '/codes/connect_failed/'],
		['/codes/connect_failed/).', '/codes/connect_failed/'],
		['/codes/connect%5Ffailed', '/codes/connect_failed/'],
		['/zh-tw/codes/connect_failed', '/zh-tw/codes/connect_failed/'],
		['/ZH-TW/codes/CONNECT-FAILED/', '/zh-tw/codes/connect_failed/'],
		['/codes/connect_failed/index.html', '/codes/connect_failed/'],
		// The visitor review's dead ends (issue 20, item 5).
		['/codes/connect_failed.html', '/codes/connect_failed/'],
		['/codes/connect_failed.htm', '/codes/connect_failed/'],
		['/codes/ConnectFailed', '/codes/connect_failed/'],
		['/codes/connectFailed/', '/codes/connect_failed/'],
		['/zh/codes/connect_failed/', '/zh-tw/codes/connect_failed/'],
		['/zh-TW/codes/connect_failed', '/zh-tw/codes/connect_failed/'],
		['/zh_tw/codes/connect_failed', '/zh-tw/codes/connect_failed/'],
		['/zh-Hant/codes/connect_failed', '/zh-tw/codes/connect_failed/'],
		['/en/codes/connect_failed', '/codes/connect_failed/'],
		['/codes/connect_failed/extra', '/codes/connect_failed/'],
		['/codes/connect_failed/extra/more/', '/codes/connect_failed/'],
		['/code/connect_failed', '/codes/connect_failed/'],
		['/error-codes/connect_failed/', '/codes/connect_failed/'],
		['/zh-tw/codes/ConnectFailed.html', '/zh-tw/codes/connect_failed/'],
		['/playgroud/', '/playground/'],
		['/zh-tw/playgroud', '/zh-tw/playground/'],
		['/playground/extra', '/playground/'],
		['/guide/error-model/', '/guides/error-model/'],
		['/Guides/Error-Model', '/guides/error-model/'],
		['/refrence/glossary/', '/reference/glossary/'],
		['/code/', '/codes/'],
		// Every separator or none, any case; a language prefix alone; `.html` after a guide.
		['/codes/connectfailed', '/codes/connect_failed/'],
		['/codes/VMNotConnected', '/codes/vm_not_connected/'],
		['/zh/', '/zh-tw/'],
		['/tw', '/zh-tw/'],
		['/en/', '/'],
		['/guides/error-model.html', '/guides/error-model/'],
		// A Chinese sentence's punctuation stuck to the code (visitor review 3, defect 9).
		['/codes/connect_failed。', '/codes/connect_failed/'],
		['/zh-tw/codes/connect_failed。', '/zh-tw/codes/connect_failed/'],
		['/codes/connect_failed）', '/codes/connect_failed/'],
		['/codes/connect_failed，', '/codes/connect_failed/'],
		['/zh-tw/codes/connect_failed」，', '/zh-tw/codes/connect_failed/'],
		['/codes/connect_failed.html。', '/codes/connect_failed/'],
	])('%s → %s', (from, to) => {
		expect(resolveHintPath(from, codes)).toStrictEqual({ kind: 'redirect', to });
	});

	it('an unknown code gets suggestions, in the language of its path', () => {
		expect(resolveHintPath('/codes/conect_failed/', codes)).toStrictEqual({
			kind: 'unknown-code',
			lang: 'en',
			input: 'conect_failed',
			suggestions: ['connect_failed'],
		});
		expect(resolveHintPath('/zh-tw/codes/conect_failed/', codes)).toMatchObject({
			kind: 'unknown-code',
			lang: 'zh-TW',
		});
	});

	it('a code far from every code gets no suggestion', () => {
		expect(resolveHintPath('/codes/completely_else/', codes)).toMatchObject({
			kind: 'unknown-code',
			suggestions: [],
		});
	});

	it('other addresses are plain not-found pages', () => {
		expect(resolveHintPath('/guides/nope/', codes)).toStrictEqual({
			kind: 'not-found',
			lang: 'en',
		});
		expect(resolveHintPath('/zh-tw/nope', codes)).toStrictEqual({
			kind: 'not-found',
			lang: 'zh-TW',
		});
		expect(resolveHintPath('/codes/%E0%A4%A/', codes)).toMatchObject({ kind: 'unknown-code' });
	});

	it('hostile paths stay text and never throw', () => {
		const result = resolveHintPath('/codes/<script>alert(1)<%2Fscript>/', codes);
		expect(result.kind).not.toBe('redirect');
	});
});
