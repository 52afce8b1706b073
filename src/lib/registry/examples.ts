import type { Lang } from '../i18n/index.ts';
import type { CodeEntry, Registry } from './registrySchema.ts';
import { fillPlaceholders } from '../engine/index.ts';

/** What an occurrence adds to a code's registry facts. */
export interface Occurrence {
	message: string;
	details: Record<string, unknown>;
	/** Defaults to the registry's recovery summary. */
	summary?: string;
}

/**
 * A complete envelope for one occurrence of a code: `descriptor` and `fix_command` come from the
 * registry (placeholders filled from `details`), so no example can contradict the contract.
 */
export function buildEnvelope(registry: Registry, entry: CodeEntry, lang: Lang, occurrence: Occurrence) {
	return {
		code: entry.code,
		message: occurrence.message,
		details: occurrence.details,
		descriptor: {
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
		},
		recovery: {
			summary: occurrence.summary ?? entry.recovery.summary[lang],
			fix_command:
				entry.recovery.kind === 'command'
					? fillPlaceholders(registry, entry.recovery.command, occurrence.details).text
					: entry.recovery.instruction[lang],
		},
	};
}

/** The example envelope of a code page, in one language, from the entry's `example`. */
export function exampleEnvelope(registry: Registry, entry: CodeEntry, lang: Lang) {
	return buildEnvelope(registry, entry, lang, { message: entry.example.message[lang], details: entry.example.details });
}

/** The example as the site prints it: two-space JSON. */
export function exampleEnvelopeJson(registry: Registry, entry: CodeEntry, lang: Lang): string {
	return JSON.stringify(exampleEnvelope(registry, entry, lang), null, 2);
}
