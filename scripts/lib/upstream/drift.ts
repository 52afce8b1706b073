import type { UpstreamCatalog, UpstreamCode, UpstreamRecovery } from './dartErrorCodes.ts';
import type { UpstreamTools } from './dartTools.ts';
import type { ExpectedCode, ExpectedRecovery, RegistryExpectation } from './registryExpectation.ts';

/**
 * The difference between what our registry expects of a release and what its checkout says, one
 * item per difference. `added`: upstream has it and we do not; `removed`: we have it and upstream
 * does not; `changed`: both have it with different values. Every item points at the place in the
 * checkout to read.
 */

export type DriftKind = 'added' | 'removed' | 'changed';

export interface DriftItem {
	kind: DriftKind;
	subject: 'code' | 'tool';
	/** The code or tool name. */
	name: string;
	/** `code`, `tool`, a descriptor field, `recovery`, or `recovery.<field>`. */
	field: string;
	/** Our value; null when we have none. */
	ours: unknown;
	/** Upstream's value; null when it has none. */
	upstream: unknown;
	path: string;
	/** Null only for a removed tool, which has no place in the checkout. */
	line: number | null;
	/** What the place alone does not say. */
	note?: string;
}

export interface UpstreamSide {
	errorCodesPath: string;
	catalog: UpstreamCatalog;
	tools: UpstreamTools;
}

const descriptorFields = ['category', 'retryable', 'exitCode', 'httpLikeStatus'] as const;

/**
 * Whether our fix command is one upstream emits. Upstream computes part of some commands (the
 * target id of connection_selection_required, `${firstTarget}` here); the registry writes such a
 * part as a placeholder (`<target_id>`), and any placeholder matches any computed part. Literal text,
 * `<token>` included, must match exactly.
 */
export function commandMatches(ours: string, upstream: string): boolean {
	const pattern = upstream
		.split(/(\$\{[^}]*\})/)
		.map((part, i) => (i % 2 === 1 ? '<[^<>]+>' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
		.join('');
	return new RegExp(`^${pattern}$`).test(ours);
}

function sameCommands(ours: readonly string[], upstream: readonly string[]): boolean {
	if (ours.length !== upstream.length) return false;
	const unmatched = [...upstream];
	return ours.every((command) => {
		const i = unmatched.findIndex((u) => commandMatches(command, u));
		if (i >= 0) unmatched.splice(i, 1);
		return i >= 0;
	});
}

const upstreamRecoveryValue = (r: UpstreamRecovery) => ({
	source: r.source,
	summary: r.summary.value,
	fixCommands: r.fixCommands.value,
});

function upstreamCodeValue(code: UpstreamCode) {
	const d = code.descriptor;
	return {
		category: d?.category.value ?? null,
		retryable: d?.retryable.value ?? null,
		exitCode: d?.exitCode.value ?? null,
		httpLikeStatus: d?.httpLikeStatus.value ?? null,
		recovery: code.recovery ? upstreamRecoveryValue(code.recovery) : null,
	};
}

function recoveryDrift(
	name: string,
	ours: ExpectedRecovery | null,
	upstream: UpstreamRecovery | null,
	path: string,
	codeLine: number,
): DriftItem[] {
	const item = (kind: DriftKind, field: string, o: unknown, u: unknown, line: number) => ({
		kind,
		subject: 'code' as const,
		name,
		field,
		ours: o,
		upstream: u,
		path,
		line,
	});
	if (!ours && !upstream) return [];
	if (!ours)
		return [
			item('added', 'recovery', null, upstreamRecoveryValue(upstream!), upstream!.summary.line),
		];
	if (!upstream) return [item('removed', 'recovery', ours, null, codeLine)];
	const drift: DriftItem[] = [];
	if (ours.source !== upstream.source) {
		drift.push(
			item('changed', 'recovery.source', ours.source, upstream.source, upstream.summary.line),
		);
	}
	if (ours.summary !== upstream.summary.value) {
		drift.push(
			item(
				'changed',
				'recovery.summary',
				ours.summary,
				upstream.summary.value,
				upstream.summary.line,
			),
		);
	}
	if (!sameCommands(ours.fixCommands, upstream.fixCommands.value)) {
		drift.push(
			item(
				'changed',
				'recovery.fixCommands',
				ours.fixCommands,
				upstream.fixCommands.value,
				upstream.fixCommands.line,
			),
		);
	}
	return drift;
}

function codeDrift(
	name: string,
	ours: ExpectedCode,
	upstream: UpstreamCode,
	path: string,
): DriftItem[] {
	const drift: DriftItem[] = [];
	const d = upstream.descriptor;
	if (!d) {
		const { recovery: _, ...descriptor } = ours;
		drift.push({
			kind: 'removed',
			subject: 'code',
			name,
			field: 'descriptor',
			ours: descriptor,
			upstream: null,
			path,
			line: upstream.line,
		});
	} else {
		for (const field of descriptorFields) {
			if (ours[field] === d[field].value) continue;
			drift.push({
				kind: 'changed',
				subject: 'code',
				name,
				field,
				ours: ours[field],
				upstream: d[field].value,
				path,
				line: d[field].line,
				...(d.source === 'fallback' && {
					note: 'no descriptor entry, so the default of descriptorForErrorCode',
				}),
			});
		}
	}
	return [...drift, ...recoveryDrift(name, ours.recovery, upstream.recovery, path, upstream.line)];
}

/** Every difference, codes first (in upstream's order, then ours), then tools by name. */
export function findDrift(expectation: RegistryExpectation, upstream: UpstreamSide): DriftItem[] {
	const path = upstream.errorCodesPath;
	const drift: DriftItem[] = [];
	for (const [name, code] of upstream.catalog.codes) {
		const ours = expectation.codes.get(name);
		if (ours) drift.push(...codeDrift(name, ours, code, path));
		else {
			drift.push({
				kind: 'added',
				subject: 'code',
				name,
				field: 'code',
				ours: null,
				upstream: upstreamCodeValue(code),
				path,
				line: code.line,
			});
		}
	}
	for (const [name, ours] of expectation.codes) {
		if (upstream.catalog.codes.has(name)) continue;
		drift.push({
			kind: 'removed',
			subject: 'code',
			name,
			field: 'code',
			ours,
			upstream: null,
			path,
			line: upstream.catalog.catalogLine,
		});
	}
	if (expectation.tools) {
		const ours = new Set(expectation.tools);
		const theirs = new Set(upstream.tools.tools.map((t) => t.name));
		for (const tool of upstream.tools.tools) {
			if (ours.has(tool.name)) continue;
			ours.add(tool.name); // a tool declared twice is one drift item
			drift.push({
				kind: 'added',
				subject: 'tool',
				name: tool.name,
				field: 'tool',
				ours: null,
				upstream: tool.name,
				path: tool.path,
				line: tool.line,
			});
		}
		for (const name of [...expectation.tools].sort()) {
			if (theirs.has(name)) continue;
			drift.push({
				kind: 'removed',
				subject: 'tool',
				name,
				field: 'tool',
				ours: name,
				upstream: null,
				path: '.',
				line: null,
			});
		}
	}
	return drift;
}
