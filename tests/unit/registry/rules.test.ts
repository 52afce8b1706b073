import { describe, expect, it } from 'vitest';
import { categoryInfo, crossReferenceIssues, exitCodeInfo, parseRegistry, registry, type Registry } from '../../../src/lib/registry/index.ts';

const clone = (): Registry => structuredClone(registry);

describe('category and httpLikeStatus follow the written rules', () => {
	it.each(registry.codes.map((c) => [c.code, c] as const))('%s follows rule 1 (exit code → category) and rule 2 (category → status)', (_, entry) => {
		expect(entry.category).toBe(exitCodeInfo(registry, entry.exitCode).category);
		expect(entry.httpLikeStatus).toBe(categoryInfo(registry, entry.category).httpLikeStatus);
	});

	it('the seed’s only example holds: invalid_command is validation / 400', () => {
		const entry = registry.codes.find((c) => c.code === 'invalid_command')!;
		expect([entry.category, entry.httpLikeStatus]).toStrictEqual(['validation', 400]);
	});

	it('rejects an entry whose category breaks rule 1', () => {
		const broken = clone();
		broken.codes.find((c) => c.code === 'connect_failed')!.category = 'internal';
		expect(crossReferenceIssues(broken).map((i) => i.message)).toContainEqual(expect.stringMatching(/^rule 1: exit code 67/));
	});

	it('rejects an entry whose status breaks rule 2', () => {
		const broken = clone();
		broken.codes.find((c) => c.code === 'invalid_command')!.httpLikeStatus = 422;
		expect(crossReferenceIssues(broken).map((i) => i.message)).toContainEqual(expect.stringMatching(/^rule 2: category "validation" means status 400/));
	});

	it('every exit code and category of the rules is used or at least valid', () => {
		expect(crossReferenceIssues(registry)).toStrictEqual([]);
	});
});

describe('a broken registry stops the build with a message naming entry and field', () => {
	it('names the code and the field of a missing translation', () => {
		const broken = clone() as unknown as { codes: Record<string, unknown>[] };
		(broken.codes[1]!.meaning as Record<string, string>)['zh-TW'] = '   ';
		expect(() => parseRegistry(broken)).toThrow(/codes › connect_failed › meaning\.zh-TW: must not be empty/);
	});

	it('names the code when a translation is absent altogether', () => {
		const broken = clone() as unknown as { codes: Record<string, unknown>[] };
		delete (broken.codes[22]!.description as Record<string, string>)['zh-TW'];
		expect(() => parseRegistry(broken)).toThrow(/codes › invalid_command › description\.zh-TW/);
	});

	it('names an unknown placeholder in a fix command', () => {
		const broken = clone();
		const entry = broken.codes.find((c) => c.code === 'invalid_command')!;
		if (entry.recovery.kind !== 'command') throw new Error('fixture');
		entry.recovery.command = 'flutter_mcp_cli schema --name <tool_name>';
		expect(() => parseRegistry(broken)).toThrow(/codes › invalid_command › recovery\.command: placeholder <tool_name> is not in placeholders/);
	});

	it('rejects a duplicate code', () => {
		const broken = clone();
		broken.codes.push(structuredClone(broken.codes[0]!));
		expect(() => parseRegistry(broken)).toThrow(/duplicate unexpected_executor_error/);
	});
});
