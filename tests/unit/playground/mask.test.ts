import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../../../src/lib/playground/index.ts';

describe('maskSecrets', () => {
	it.each([
		[
			'a ws VM-service URI',
			'connect ws://127.0.0.1:8181/Xk3f9_QpR2s=/ws now',
			'connect ws://127.0.0.1:8181/***/ws now',
		],
		[
			'an http VM-service URI',
			'The Dart VM service is listening on http://127.0.0.1:50300/AbCd-e_F=/',
			'The Dart VM service is listening on http://127.0.0.1:50300/***/',
		],
		[
			'a DevTools link',
			'http://127.0.0.1:9100?uri=http://127.0.0.1:50300/AbCd=/',
			'http://127.0.0.1:9100?uri=http://127.0.0.1:50300/***/',
		],
		['a token value', '{"token": "Xk3f9_QpR2s="}', '{"token": "***"}'],
		[
			'secret-looking keys',
			'{"apiKey":"k1","api_key":"k2","Authorization":"Bearer x","session_cookie":"c","dbPassword":"p"}',
			'{"apiKey":"***","api_key":"***","Authorization":"***","session_cookie":"***","dbPassword":"***"}',
		],
		['a value with escapes', '{"secret": "a\\"b\\\\c"}', '{"secret": "***"}'],
		[
			'JSON inside a JSON string',
			'{"text":"{\\"token\\":\\"abc\\\\\\"d\\",\\"code\\":\\"x\\"}"}',
			'{"text":"{\\"token\\":\\"***\\",\\"code\\":\\"x\\"}"}',
		],
		['broken JSON', '{"password": "hunter2", oops', '{"password": "***", oops'],
	])('masks %s', (_, input, expected) => {
		const result = maskSecrets(input);
		expect(result.text).toBe(expected);
		expect(result.masked).toBeGreaterThan(0);
	});

	it('leaves everything else byte for byte', () => {
		const text =
			'{\n  "code": "connect_failed",\r\n  "details": {"tokenCount": 3, "token": "", "uri": "ws://host:1/<token>/ws"},\n  "message": "token expired"\n}';
		expect(maskSecrets(text)).toStrictEqual({ text, masked: 0 });
	});

	it('counts what it masks and does not mask twice', () => {
		const once = maskSecrets('{"token":"a","uri":"ws://127.0.0.1:8181/abc/ws"}');
		expect(once).toStrictEqual({
			text: '{"token":"***","uri":"ws://127.0.0.1:8181/***/ws"}',
			masked: 2,
		});
		expect(maskSecrets(once.text)).toStrictEqual({ text: once.text, masked: 0 });
	});

	it('keeps positions: a masked text has the same lines', () => {
		const text = 'line 1\n{"token": "abc"}\nline 3 ws://127.0.0.1:8181/t0k/ws';
		expect(maskSecrets(text).text.split('\n').length).toBe(3);
	});
});
