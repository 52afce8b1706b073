import { describe, expect, it } from 'vitest';
import { textOfFile } from '../../../src/lib/playground/index.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('textOfFile', () => {
	it('reads UTF-8 text, Chinese included, byte for byte', () => {
		const text = '{"code":"connect_failed","message":"無法連線 ✓"}\n';
		expect(textOfFile(utf8(text))).toBe(text);
	});

	it('drops a UTF-8 BOM as Blob.text() does', () => {
		expect(textOfFile(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d))).toBe('{}');
	});

	it('reads an empty file as empty text', () => {
		expect(textOfFile(bytes())).toBe('');
	});

	it.each([
		['a PNG header', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
		['a zip header', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0)],
		['Latin-1 text (0xE9 alone is not UTF-8)', bytes(0x63, 0x61, 0x66, 0xe9)],
		['UTF-16LE text with its BOM (0xFF is never UTF-8)', bytes(0xff, 0xfe, 0x7b, 0, 0x7d, 0)],
		['UTF-16LE text without a BOM (valid UTF-8, but full of NULs)', bytes(0x7b, 0, 0x7d, 0)],
		['ASCII with one NUL', utf8('{"a":1}\0')],
		['a truncated multi-byte character', bytes(0x7b, 0xe7, 0x84)],
	])('refuses %s', (_, input) => {
		expect(textOfFile(input)).toBeNull();
	});
});
