import { type Lang } from '../i18n/index.ts';
import { retryAdvice, retryPolicy, type RetryPolicy } from '../engine/index.ts';
import type { Registry } from './registrySchema.ts';

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

/** `250` → "250 ms", `2000` → "2 s" (毫秒 / 秒 in Chinese), as retryAdvice.ts writes delays. */
export function delayText(ms: number, lang: Lang): string {
	if (ms < 1000) return lang === 'en' ? `${ms} ms` : `${ms} 毫秒`;
	return lang === 'en' ? `${ms / 1000} s` : `${ms / 1000} 秒`;
}

/** The retry policy of retryAdvice.ts applied to every code, one row per policy and exit code: backoff first, then by exit code. */
export function retryPolicyRows(registry: Registry, lang: Lang): RetryPolicyRow[] {
	const order: Record<RetryPolicy['kind'], number> = { backoff: 0, 'after-recovery': 1, never: 2 };
	const groups = new Map<string, RetryPolicyRow>();
	for (const entry of registry.codes) {
		const { policy, label } = retryAdvice(entry, lang);
		const key = `${policy.kind}:${entry.exitCode}`;
		// The first delay, doubled before every further retry.
		const waits = policy.kind === 'backoff' ? Array.from({ length: policy.attempts }, (_, i) => delayText(policy.firstDelayMs * 2 ** i, lang)) : [];
		const group = groups.get(key) ?? { policy, label, exitCode: entry.exitCode, codes: [], waits };
		group.codes.push(entry.code);
		groups.set(key, group);
	}
	return [...groups.values()].sort((a, b) => order[a.policy.kind] - order[b.policy.kind] || a.exitCode - b.exitCode);
}

/** The JSON-RPC error codes `flutter_mcp_cli serve` reports, highest first, with the HTTP-like statuses and codes behind each. */
export function daemonRpcRows(registry: Registry): { rpcCode: number; statuses: number[]; codes: string[] }[] {
	const groups = new Map<number, { statuses: Set<number>; codes: string[] }>();
	for (const entry of registry.codes) {
		if (!entry.cli.daemon?.reached) continue;
		const group = groups.get(entry.cli.daemon.rpcCode) ?? { statuses: new Set<number>(), codes: [] };
		group.statuses.add(entry.httpLikeStatus);
		group.codes.push(entry.code);
		groups.set(entry.cli.daemon.rpcCode, group);
	}
	return [...groups.entries()].sort(([a], [b]) => b - a).map(([rpcCode, { statuses, codes }]) => ({ rpcCode, statuses: [...statuses].sort(), codes }));
}

/** The exit codes whose retryable codes get a timed backoff, in ascending order. */
export function backoffExitCodes(registry: Registry): number[] {
	return registry.exitCodes
		.map((e) => e.exitCode)
		.filter((exitCode) => retryPolicy({ retryable: true, exitCode }).kind === 'backoff')
		.sort((a, b) => a - b);
}
