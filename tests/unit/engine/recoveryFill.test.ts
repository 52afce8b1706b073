import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineRegistry, validateInput } from '../../../src/lib/engine/index.ts';
import { fillCommand } from '../../../src/lib/engine/contract/recoveryCommand.ts';
import { exampleCoreError, findCode, registry } from '../../../src/lib/registry/index.ts';
import type { Lang } from '../../../src/lib/i18n/index.ts';

/**
 * Suggested commands stay data: a value the payload names is filled into a placeholder only when,
 * pasted into a shell, it is one word that is nothing but a value. The attack review's case
 * (security-review.md, item 7): `Unsupported command: --config=evil.yaml` made the recovery
 * `flutter_mcp_cli schema --name --config=evil.yaml`. That message no longer fills `<command_name>`
 * (the name it ends with is the one no command has), so the cases ride on the one that does: the
 * schema path of an unknown argument key names the command.
 */

const invalidCommand = exampleCoreError(
	findCode(registry, 'invalid_command')!,
)! as unknown as Record<string, unknown>;
const unsupported = (name: string, lang: Lang = 'en') =>
	validateInput(
		JSON.stringify({
			...invalidCommand,
			message: `Invalid argument(s): Unknown argument key(s): foo (schema path: $.commands.${name}.inputSchema.properties)`,
		}),
		{ registry: engineRegistry, lang },
	);

describe('a value shaped like an option', () => {
	it('is not filled in: the placeholder stays, with a note saying why, in both languages', () => {
		for (const [lang, why] of [
			['en', /starts with -, \+, ~ or =, so the command would read it as an option/],
			['zh-TW', /以 -、\+、~ 或 = 開頭，指令會把它當成選項/],
		] as const) {
			const result = unsupported('--config=evil.yaml', lang);
			expect(result.recovery?.command).toBe('flutter_mcp_cli schema --name <command_name>');
			expect(result.recovery?.unfilled).toStrictEqual(['command_name']);
			expect(result.recovery?.unsafe).toStrictEqual(['command_name']);
			const note = result.findings.find((f) => f.rule === 'recovery.unsafePlaceholder');
			expect(note).toMatchObject({ severity: 'info', pointer: '/message' });
			expect(note?.message).toMatch(why);
		}
	});

	it.each(['-rf', '--help', '+x', '~root', '=ls', '-'])(
		'%s at the start of a word: not filled',
		(value) => {
			expect(unsupported(value).recovery?.command).toBe(
				'flutter_mcp_cli schema --name <command_name>',
			);
		},
	);

	it('is filled where it is not a word of its own: inside a quoted JSON string, after --name=', () => {
		const values = { target_id: { value: '-Ab12=', pointer: '/details' } };
		expect(fillCommand(`x --args '{"connection":{"targetId":"<target_id>"}}'`, values).text).toBe(
			`x --args '{"connection":{"targetId":"-Ab12="}}'`,
		);
		expect(fillCommand('x --name=<target_id>', values).text).toBe('x --name=-Ab12=');
		// Quotes do not hide an option from the command: the shell removes them first.
		expect(fillCommand(`x '<target_id>'`, values).text).toBe(`x '<target_id>'`);
		expect(fillCommand(`x "<target_id>"`, values).text).toBe(`x "<target_id>"`);
	});

	it('a value that is one safe word is still filled in', () => {
		expect(unsupported('hot_reload').recovery?.command).toBe(
			'flutter_mcp_cli schema --name hot_reload',
		);
	});
});

describe('the value that failed', () => {
	it('is never filled in: `Unsupported command: hot_relaod` leaves <command_name> open (English review 10, item 3)', () => {
		for (const lang of ['en', 'zh-TW'] as const) {
			const result = validateInput(
				JSON.stringify({
					...invalidCommand,
					message: 'Invalid argument(s): Unsupported command: hot_relaod',
				}),
				{ registry: engineRegistry, lang },
			);
			expect(result.recovery?.command).toBe('flutter_mcp_cli schema --name <command_name>');
			expect(JSON.stringify(result)).not.toContain('--name hot_relaod');
			expect(result.fix?.check?.command).toMatch(/schema --name <command_name>$/);
		}
	});
});

describe('any value the payload names', () => {
	/** What a shell would do to the filled command: split it at blanks outside quotes. */
	function words(command: string): string[] {
		return command.match(/(?:'[^']*'|"[^"]*"|[^\s'"])+/g) ?? [];
	}

	it('becomes the whole word it fills, never an option, never shell syntax', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string({ maxLength: 30 }),
					fc.stringMatching(/^[-+~=][A-Za-z0-9=.-]{0,10}$/),
					fc.constantFrom('$(id)', '`id`', 'a;b', 'a|b', 'a&&b', 'a b', "a'b", 'a\nb', '*', '>x'),
				),
				(value) => {
					const result = unsupported(value);
					const command = result.recovery!.command!;
					const name = words(command).at(-1)!;
					if (name === '<command_name>') return;
					// Filled: the value itself, one word, a value and not an option.
					expect(name).toBe(value.trim());
					expect(name).toMatch(/^[A-Za-z0-9._\/:@%][A-Za-z0-9._~=+\/:@%-]*$/);
					expect(words(command)).toHaveLength(4);
				},
			),
			{ numRuns: 500 },
		);
	});
});
