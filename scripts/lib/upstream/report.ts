import type { DriftItem, DriftKind, UpstreamSide } from './drift.ts';

/**
 * What `npm run upstream:check` prints. English only, unlike the product's user-facing text: this
 * is a maintainer's script, read by whoever folds an upstream release into the registry, and its
 * `--json` is for machines.
 */

export interface CheckResult {
	checkout: string;
	release: string;
	upstream: UpstreamSide;
	/** How many codes our registry expects for the release. */
	expectedCodes: number;
	/** Whether the registry has a tool-name list for the release (and tools were compared). */
	toolsCompared: boolean;
	drift: DriftItem[];
}

const kinds: DriftKind[] = ['added', 'removed', 'changed'];

/** A value as the text report shows it: bare where that is unambiguous, JSON-quoted otherwise. */
export function formatValue(value: unknown): string {
	if (value === null || value === undefined) return '(none)';
	if (typeof value === 'string') return /^[\w./-]+$/.test(value) ? value : JSON.stringify(value);
	if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
	if (typeof value === 'object') {
		const fields = Object.entries(value).map(([k, v]) => `${k}: ${formatValue(v)}`);
		return `{${fields.join(', ')}}`;
	}
	return String(value);
}

export function formatDriftLine(item: DriftItem): string {
	const at = item.line === null ? 'not in the checkout' : `${item.path}:${item.line}`;
	const place = item.note ? `${at}; ${item.note}` : at;
	return `${item.kind} ${item.name}: ${item.field} ours=${formatValue(item.ours)} upstream=${formatValue(item.upstream)}  (${place})`;
}

function countDrift(drift: readonly DriftItem[]): Record<DriftKind, number> {
	return {
		added: drift.filter((d) => d.kind === 'added').length,
		removed: drift.filter((d) => d.kind === 'removed').length,
		changed: drift.filter((d) => d.kind === 'changed').length,
	};
}

export function textReport(result: CheckResult): string {
	const { upstream, drift } = result;
	const lines = [
		`upstream-check: ${result.checkout} against our registry for ${result.release}`,
		`error codes: ${upstream.errorCodesPath} (${upstream.catalog.codes.size} codes upstream, ${result.expectedCodes} in our registry)`,
	];
	for (const kind of kinds) {
		const items = drift.filter((d) => d.kind === kind);
		if (items.length === 0) continue;
		lines.push('', `${kind[0]!.toUpperCase()}${kind.slice(1)} (${items.length}):`);
		lines.push(...items.map(formatDriftLine));
	}
	const { tools, unresolved } = upstream.tools;
	lines.push(
		'',
		result.toolsCompared
			? `MCP tools: ${tools.length} declared upstream, compared with our registry's list.`
			: `MCP tools (information only: our registry has no tool-name list for ${result.release}, so they are not compared): ${tools.length} declared upstream.`,
	);
	if (!result.toolsCompared) {
		lines.push(...tools.map((t) => `  ${t.name}  (${t.path}:${t.line})`));
	}
	lines.push(...unresolved.map((u) => `  not counted: ${u.reason}  (${u.path}:${u.line})`));
	if (upstream.catalog.notes.length > 0) {
		lines.push('', `Not understood in ${upstream.errorCodesPath}:`);
		lines.push(
			...upstream.catalog.notes.map((n) => `  ${n.value}  (${upstream.errorCodesPath}:${n.line})`),
		);
	}
	const counts = countDrift(drift);
	lines.push(
		'',
		drift.length === 0
			? `No drift from our registry for ${result.release}.`
			: `Drift from our registry for ${result.release}: ${drift.length} (${counts.added} added, ${counts.removed} removed, ${counts.changed} changed).`,
	);
	return `${lines.join('\n')}\n`;
}

export function jsonReport(result: CheckResult): string {
	const { upstream } = result;
	return `${JSON.stringify(
		{
			checkout: result.checkout,
			release: result.release,
			errorCodesFile: upstream.errorCodesPath,
			codes: { upstream: upstream.catalog.codes.size, ours: result.expectedCodes },
			counts: countDrift(result.drift),
			drift: result.drift,
			tools: {
				compared: result.toolsCompared,
				upstream: upstream.tools.tools,
				unresolved: upstream.tools.unresolved,
			},
			notes: upstream.catalog.notes.map((n) => ({ ...n, path: upstream.errorCodesPath })),
		},
		null,
		2,
	)}\n`;
}
