import * as z from 'zod';
import { type Lang, languages, series, translator } from '../lib/i18n/index.ts';
import { absoluteUrl, codePath, differencesPath } from '../lib/site/index.ts';
import {
	codeRecord,
	codeRecordSchema,
	exitCodeInfo,
	laterCodeSchema,
	placeholdersOf,
	type CodeEntry,
	type LaterCode,
	type Registry,
} from '../lib/registry/index.ts';
import { normaliseCode, retryAdvice, suggestCodes } from '../lib/engine/index.ts';
import { mcpMessages } from './mcpMessages.ts';
import { toolFailure, toolSuccess } from './toolResult.ts';

/** `explain_code`: what the registry says about one code, as `/codes.json` and the code page say it. */

const retryPolicySchema = z.discriminatedUnion('kind', [
	z.strictObject({ kind: z.literal('backoff'), attempts: z.int(), firstDelayMs: z.int() }),
	z.strictObject({ kind: z.literal('after-recovery') }),
	z.strictObject({ kind: z.literal('never') }),
]);

export const explainCodeOutput = z.strictObject({
	status: z.enum(['contract', 'later']).meta({
		description:
			'`contract`: a code of the v3 contract, with a page; `later`: added by a later release, known only by its descriptor.',
	}),
	code: z.string(),
	meaning: z.string().meta({ description: 'One line, in the requested language.' }),
	retry: z.strictObject({ policy: retryPolicySchema, label: z.string(), text: z.string() }).meta({
		description: 'Whether and how to retry, as the playground and the code page advise it.',
	}),
	recovery: z
		.strictObject({
			command: z.string().nullable().meta({
				description:
					'The fix command, placeholders in `<angle_brackets>`; null when the code has an instruction instead.',
			}),
			instruction: z.string().nullable(),
			summary: z.string(),
			placeholders: z
				.array(z.strictObject({ name: z.string(), description: z.string() }))
				.meta({ description: 'What to put in place of each `<placeholder>`.' }),
		})
		.nullable()
		.meta({
			description:
				'In the requested language; null for a later-release code, whose recovery this playbook does not know.',
		}),
	pages: z.strictObject({ en: z.url(), 'zh-TW': z.url() }).meta({
		description:
			'The code page in each language; for a later-release code, the list of later codes.',
	}),
	record: codeRecordSchema.nullable().meta({
		description: 'The code’s `/codes.json` record (both languages); null for a later-release code.',
	}),
	later: laterCodeSchema.extend({ release: z.string(), binary: z.string() }).nullable().meta({
		description:
			'For a later-release code: its descriptor in that release and the release that added it.',
	}),
});

type ExplainCodeOutput = z.infer<typeof explainCodeOutput>;

function pagesOf(path: (lang: Lang) => string, site: string) {
	const [en, zh] = languages.map((lang) => absoluteUrl(site, path(lang)));
	return { en: en!, 'zh-TW': zh! };
}

function contractAnswer(
	registry: Registry,
	entry: CodeEntry,
	lang: Lang,
	site: string,
): ExplainCodeOutput {
	const { recovery } = entry;
	return {
		status: 'contract',
		code: entry.code,
		meaning: entry.meaning[lang],
		retry: retryAdvice(entry, lang),
		recovery: {
			command: recovery.kind === 'command' ? recovery.command : null,
			instruction: recovery.kind === 'instruction' ? recovery.instruction[lang] : null,
			summary: recovery.summary[lang],
			placeholders: placeholdersOf(registry, entry).map((p) => ({
				name: p.name,
				description: p.description[lang],
			})),
		},
		pages: pagesOf((l) => codePath(entry.code, l), site),
		record: codeRecord(registry, entry, site),
		later: null,
	};
}

function laterAnswer(
	registry: Registry,
	code: LaterCode,
	lang: Lang,
	site: string,
): ExplainCodeOutput {
	const { release, binary } = registry.later;
	return {
		status: 'later',
		code: code.code,
		meaning: code.meaning[lang],
		retry: retryAdvice(code, lang),
		recovery: null,
		pages: pagesOf((l) => differencesPath(l, 'later-codes'), site),
		record: null,
		later: { ...code, release, binary },
	};
}

/** The answer as text: the lines an agent needs first, in the requested language. */
function explainText(registry: Registry, answer: ExplainCodeOutput, lang: Lang): string {
	const t = translator(mcpMessages, lang);
	const fact = answer.record ?? answer.later!;
	const retryable = t(fact.retryable ? 'explain.retryable' : 'explain.notRetryable');
	const lines = [`${answer.code}: ${answer.meaning}`];
	if (answer.record) {
		const { deprecated } = answer.record;
		if (deprecated)
			lines.push(
				`${t('explain.deprecated', { since: deprecated.since })} ${deprecated.note[lang]}`,
			);
		const exit = exitCodeInfo(registry, fact.exitCode);
		lines.push(
			t('explain.exitCode', {
				exitCode: fact.exitCode,
				name: exit.name,
				category: fact.category,
				status: fact.httpLikeStatus,
				retryable,
			}),
		);
	} else {
		const { release, binary } = answer.later!;
		lines.push(
			t('explain.category', {
				category: fact.category,
				exitCode: fact.exitCode,
				status: fact.httpLikeStatus,
				retryable,
			}),
		);
		lines.push(t('explain.later', { code: answer.code, binary, release, url: answer.pages[lang] }));
	}
	lines.push(t('explain.retry', { label: answer.retry.label, text: answer.retry.text }));
	const recovery = answer.recovery;
	if (recovery) {
		lines.push(
			recovery.command
				? t('explain.recovery', { command: recovery.command })
				: t('explain.instruction', { instruction: recovery.instruction! }),
			recovery.summary,
		);
		for (const p of recovery.placeholders) lines.push(t('explain.placeholder', p));
		lines.push(t('explain.pages', { url: answer.pages[lang] }));
	}
	return lines.join('\n');
}

/**
 * Finds the code as typed, or as people type it (`CONNECT-FAILED`): an exact match after folding is
 * the code itself, not a guess. Anything else is an error with the codes it probably meant.
 */
export function explainCode(registry: Registry, input: string, lang: Lang, site: string) {
	const wanted = normaliseCode(input);
	const entry = registry.codes.find((c) => c.code === wanted);
	const later = entry ? undefined : registry.later.codes.find((c) => c.code === wanted);
	if (entry || later) {
		const answer = entry
			? contractAnswer(registry, entry, lang, site)
			: laterAnswer(registry, later!, lang, site);
		return toolSuccess(answer, explainText(registry, answer, lang));
	}
	const t = translator(mcpMessages, lang);
	const suggestions = suggestCodes(
		input,
		[...registry.codes, ...registry.later.codes].map((c) => c.code),
	);
	const hint = suggestions.length
		? t('error.didYouMean', { suggestions: series(suggestions, lang) })
		: t('error.listCodes');
	return toolFailure(`${t('error.unknownCode', { code: input })}\n${hint}`);
}
