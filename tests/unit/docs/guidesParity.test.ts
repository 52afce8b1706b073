import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	backtickCodes,
	codeLinks,
	componentCodes,
	docFiles,
	headingLevels,
} from '../../support/docsSource.ts';

/**
 * English and Traditional Chinese pages under content/docs must stay parallel: the same files, the
 * same heading structure, and the same references to error codes. A translation that drops a
 * section or a code link fails here before a reader notices.
 */

const root = join(import.meta.dirname, '..', '..', '..');
const docsRoot = join(root, 'content', 'docs');
const zhDir = 'zh-tw';

/** Every code with a page: the contract's, the later releases' and IntentCall's own. */
const registryCodes = new Set<string>(
	['codes', 'later-codes', 'wrapper-codes'].flatMap((file) =>
		(
			JSON.parse(readFileSync(join(root, 'content', 'registry', `${file}.json`), 'utf8')) as {
				code: string;
			}[]
		).map((c) => c.code),
	),
);

const sorted = (items: string[]) => [...items].sort();

const all = docFiles(docsRoot);
const english = all.filter((file) => !file.startsWith(`${zhDir}/`));
const chinese = all
	.filter((file) => file.startsWith(`${zhDir}/`))
	.map((file) => file.slice(zhDir.length + 1));
const read = (file: string) => readFileSync(join(docsRoot, file), 'utf8');

describe('docs parity between English and zh-TW', () => {
	it('finds the pages', () => {
		expect(english.length).toBeGreaterThan(0);
		expect(english).toContain('guides/error-model.mdx');
	});

	it('every English page has a zh-TW counterpart', () => {
		expect(english.filter((file) => !chinese.includes(file))).toEqual([]);
	});

	it('every zh-TW page has an English counterpart', () => {
		expect(chinese.filter((file) => !english.includes(file))).toEqual([]);
	});

	describe.each(english.filter((file) => chinese.includes(file)))('%s', (file) => {
		const en = read(file);
		const zh = read(`${zhDir}/${file}`);

		it('has the same heading structure in both languages', () => {
			expect(headingLevels(zh)).toEqual(headingLevels(en));
		});

		it('links the same codes, as often, in both languages', () => {
			expect(sorted(codeLinks(zh))).toEqual(sorted(codeLinks(en)));
		});

		it('names the same codes in backticks in both languages', () => {
			expect(sorted(backtickCodes(zh, registryCodes))).toEqual(
				sorted(backtickCodes(en, registryCodes)),
			);
		});

		it('gives components the same codes in both languages', () => {
			expect(sorted(componentCodes(zh))).toEqual(sorted(componentCodes(en)));
		});
	});
});

describe('code references in docs', () => {
	describe.each(all)('%s', (file) => {
		const source = read(file);

		it('links only codes of the registry', () => {
			const unknown = [
				...codeLinks(source),
				...componentCodes(source).map((c) => c.split(':')[1]!),
			].filter((code) => !registryCodes.has(code));
			expect(unknown).toEqual([]);
		});

		it('makes every code named in backticks a CodeLink too', () => {
			const linked = new Set(codeLinks(source));
			const unlinked = [...new Set(backtickCodes(source, registryCodes))].filter(
				(code) => !linked.has(code),
			);
			expect(unlinked, 'write <CodeLink code="…" /> for these codes').toEqual([]);
		});
	});
});

describe('the parsers used above', () => {
	const sample = [
		'---',
		'title: T',
		'---',
		'## A `connect_failed`',
		'Text <CodeLink code="vm_not_connected" /> and `unknown_error`.',
		'```sh',
		'## not a heading `invalid_command` <CodeLink code="write_blocked" />',
		'```',
		'### B',
		'<EnvelopeExample',
		'\tcode="state_lock_timeout"',
		'/>',
	].join('\n');

	it('ignore frontmatter and fenced code', () => {
		expect(headingLevels(sample)).toEqual(['##', '###']);
		expect(codeLinks(sample)).toEqual(['vm_not_connected']);
		expect(backtickCodes(sample, registryCodes)).toEqual(['connect_failed', 'unknown_error']);
	});

	it('read code attributes of multi-line components', () => {
		expect(componentCodes(sample)).toEqual(['EnvelopeExample:state_lock_timeout']);
	});
});
