import { type Lang } from '../i18n/index.ts';
import { delayText, type RetryPolicy } from '../engine/index.ts';
import { codeRetryAdvice } from './codeRetryAdvice.ts';
import type { Registry } from './registrySchema.ts';
import { findCode } from './registryQueries.ts';
import {
	cliStdoutLine,
	daemonErrorResponse,
	exampleCoreError,
	exampleMeta,
	exampleTimestamp,
	jsonRpcResult,
	mcpResourceResult,
	mcpToolResult,
	watchErrorNotification,
} from './examples.ts';

/**
 * The rows of the guides' registry tables whose grouping is more than a filter, computed once for
 * the HTML tables (`src/components/guides/`) and their Markdown twins, so the two cannot disagree.
 */

/** One row of the retry policy table: a policy and an exit code, with the codes that get it. */
export interface RetryPolicyRow {
	policy: RetryPolicy;
	label: string;
	exitCode: number;
	codes: string[];
	/** The wait before each retry, as text (`250 ms → 500 ms`); empty for a policy without timed waits. */
	waits: string[];
}

/**
 * The retry policy (the exit codes' backoffs) applied to every code, one row per label and exit code:
 * backoff first, then by exit code. The label is the one each code's page prints (its class's,
 * narrowed by the code's note or by its never being sent): grouped by the class label alone, the
 * table told 28 codes something other than their pages (English and zh-TW reviews 16 #1).
 */
export function retryPolicyRows(registry: Registry, lang: Lang): RetryPolicyRow[] {
	const order: Record<RetryPolicy['kind'], number> = { backoff: 0, 'after-recovery': 1, never: 2 };
	const groups = new Map<string, RetryPolicyRow>();
	for (const entry of registry.codes) {
		const { policy, label } = codeRetryAdvice(entry, lang);
		const key = `${policy.kind}:${entry.exitCode}:${label}`;
		// The first delay, doubled before every further retry.
		const waits =
			policy.kind === 'backoff'
				? Array.from({ length: policy.attempts }, (_, i) =>
						delayText(policy.firstDelayMs * 2 ** i, lang),
					)
				: [];
		const group = groups.get(key) ?? { policy, label, exitCode: entry.exitCode, codes: [], waits };
		group.codes.push(entry.code);
		groups.set(key, group);
	}
	return [...groups.values()].sort(
		(a, b) =>
			order[a.policy.kind] - order[b.policy.kind] ||
			a.exitCode - b.exitCode ||
			b.codes.length - a.codes.length,
	);
}

/** The JSON-RPC error codes `flutter_mcp_cli serve` reports, highest first, with the HTTP-like statuses and codes behind each. */
export function daemonRpcRows(
	registry: Registry,
): { rpcCode: number; statuses: number[]; codes: string[] }[] {
	const groups = new Map<number, { statuses: Set<number>; codes: string[] }>();
	for (const entry of registry.codes) {
		if (!entry.cli.daemon?.reached) continue;
		const group = groups.get(entry.cli.daemon.rpcCode) ?? {
			statuses: new Set<number>(),
			codes: [],
		};
		group.statuses.add(entry.httpLikeStatus);
		group.codes.push(entry.code);
		groups.set(entry.cli.daemon.rpcCode, group);
	}
	return [...groups.entries()]
		.sort(([a], [b]) => b - a)
		.map(([rpcCode, { statuses, codes }]) => ({ rpcCode, statuses: [...statuses].sort(), codes }));
}

/** The exit codes whose retryable codes get a timed backoff, in ascending order. */
export function backoffExitCodes(registry: Registry): number[] {
	return registry.exitCodes
		.filter((e) => e.backoff)
		.map((e) => e.exitCode)
		.sort((a, b) => a - b);
}

/** The surfaces a guide can show a code's example on: the bare error object, or where a surface carries it. */
export type GuideExampleSurface =
	'error' | 'cli' | 'mcp-tool' | 'mcp-resource' | 'daemon' | 'watch';

/** The UI-string key of each surface's example title (`{code}` filled in by the caller). */
export const guideExampleTitleKeys = {
	error: 'guides.example.error',
	cli: 'guides.example.cli',
	'mcp-tool': 'guides.example.mcpTool',
	'mcp-resource': 'guides.example.mcpResource',
	daemon: 'guides.example.daemon',
	watch: 'guides.example.watch',
} as const satisfies Record<GuideExampleSurface, string>;

/**
 * `<EnvelopeExample code surface>` of a guide, for its HTML and its Markdown twin alike: the code's
 * registry example on that surface, with the request ids the guides use. A guide names a code and a
 * surface, never a payload, so it cannot show a shape the CLI does not emit; naming a surface the
 * code's example does not occur on fails the build.
 */
export function guideExamplePayload(
	registry: Registry,
	code: string,
	surface: GuideExampleSurface,
): string {
	const entry = findCode(registry, code);
	const error = entry && exampleCoreError(entry);
	const example = entry?.example;
	if (!entry || !error || !example)
		throw new Error(
			`<EnvelopeExample code="${code}"> needs a code of the registry that has an example`,
		);
	const pretty = (value: unknown) => JSON.stringify(value, null, 2);
	const payloads: Record<GuideExampleSurface, () => string | undefined> = {
		error: () => pretty(error),
		cli: () => (example.cli ? cliStdoutLine(error, exampleMeta(example.cli)) : undefined),
		'mcp-tool': () =>
			example.mcpTool ? pretty(jsonRpcResult(7, mcpToolResult(error))) : undefined,
		'mcp-resource': () =>
			example.resourceUri
				? pretty(jsonRpcResult(8, mcpResourceResult(example.resourceUri, error)))
				: undefined,
		daemon: () =>
			example.daemon && entry.cli.daemon
				? pretty(daemonErrorResponse(3, error, entry.cli.daemon.rpcCode))
				: undefined,
		watch: () =>
			example.daemon && example.cli?.command
				? pretty(
						watchErrorNotification(
							{
								watchId: 'watch_1',
								seq: 2,
								timestamp: exampleTimestamp,
								command: example.cli.command,
							},
							error,
							exampleMeta(example.cli),
						),
					)
				: undefined,
	};
	const payload = payloads[surface]();
	if (payload === undefined)
		throw new Error(
			`<EnvelopeExample code="${code}" surface="${surface}">: the registry example of ${code} does not occur on that surface`,
		);
	return payload;
}
