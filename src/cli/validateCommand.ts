import { translator } from '../lib/i18n/index.ts';
import { defaultMaxChars, engineRegistry, validateInput } from '../lib/engine/index.ts';
import {
	safeJson,
	validationJson,
	validationText,
	visible,
	type Output,
	type PrintOptions,
} from '../lib/report/index.ts';
import { cliMessages } from './cliMessages.ts';
import { readInput } from './readInput.ts';

/** `error-playbook validate <file | ->`: exit status 0 valid, 1 invalid, 2 unreadable input. */

/** Reads, validates and prints; returns the exit status. */
export async function validateCommand(
	path: string,
	options: PrintOptions & { json: boolean },
	out: Output,
): Promise<number> {
	const t = translator(cliMessages, options.lang);
	const read = await readInput(path, defaultMaxChars, () =>
		out.stderr(`error-playbook: ${t('error.waitingForWriter', { file: visible(path) })}\n`),
	);
	if (!read.ok) {
		const file = path === '-' ? t('input.stdin') : visible(path);
		const message =
			read.error === 'unreadable'
				? t('error.unreadable', { file, reason: visible(read.reason) })
				: t(`error.${read.error}`, { file, limit: defaultMaxChars });
		out.stderr(`error-playbook: ${message}\n`);
		return 2;
	}
	const result = validateInput(read.text, { registry: engineRegistry, lang: options.lang });
	out.stdout(
		options.json
			? `${safeJson(validationJson(result, options.lang, options.siteUrl), 2)}\n`
			: validationText(result, options),
	);
	return result.verdict === 'valid' ? 0 : 1;
}
