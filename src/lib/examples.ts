import type { Lang } from './locales.ts';
import type { CodeEntry, Registry } from './registrySchema.ts';
import { fillPlaceholders } from './recoveryCommand.ts';

/**
 * The complete example envelope of a code, in one language. Every fact comes from the registry entry;
 * only `message` and `details` are example-specific (and also registry data).
 */
export function exampleEnvelope(registry: Registry, entry: CodeEntry, lang: Lang) {
	return {
		code: entry.code,
		message: entry.example.message[lang],
		details: entry.example.details,
		descriptor: {
			category: entry.category,
			retryable: entry.retryable,
			exitCode: entry.exitCode,
			httpLikeStatus: entry.httpLikeStatus,
		},
		recovery: {
			summary: entry.recovery.summary[lang],
			fix_command:
				entry.recovery.kind === 'command'
					? fillPlaceholders(registry, entry.recovery.command, entry.example.details).text
					: entry.recovery.instruction[lang],
		},
	};
}

/** The example as the site prints it: two-space JSON. */
export function exampleEnvelopeJson(registry: Registry, entry: CodeEntry, lang: Lang): string {
	return JSON.stringify(exampleEnvelope(registry, entry, lang), null, 2);
}
