import {
	newestRelease,
	parseRegistry,
	type CodeEntry,
	type Registry,
} from '../../../src/lib/registry/index.ts';
import type { UpstreamCode } from './dartErrorCodes.ts';
import { findDrift, type DriftItem, type UpstreamSide } from './drift.ts';
import type { ReleaseIdentity } from './releaseIdentity.ts';
import { registryExpectation } from './registryExpectation.ts';

/**
 * A checkout's release folded into the raw registry: the release entry, one `codeChanges` entry
 * per changed descriptor value or recovery, a `removed` entry per code gone, and a draft entry in
 * later-codes.json per code added. Pure: it takes the raw files and returns new ones, with what it
 * wrote and the prose a person still has to write, so that the script and its tests share it.
 *
 * Only facts are written as finished text: each value, its release and its upstream line, in
 * sentences built from them in both languages. What needs judgement (a code's meaning, its fixes,
 * the release's summary) is a placeholder, listed in the entry's `draft`.
 */

type Raw = Record<string, unknown>;

export interface RawFiles {
	/** releases.json as parsed: `{ repository, releases: [...] }`. */
	releases: { repository: string; releases: Raw[] };
	/** later-codes.json as parsed. */
	laterCodes: Raw[];
	/** The rest of the raw registry (codes.json and the others), for validation. */
	rest: Record<string, unknown>;
}

export interface Absorbed {
	files: RawFiles;
	/** One line per data change written. */
	written: string[];
	/** The prose left to write, each with its place in the data. */
	prose: string[];
}

export class AbsorbError extends Error {}

const sourceAt = (tag: string, path: string, line: number) => `${tag}:${path}:${line}`;

/** `>=500 → -32000, 409 → -32009, 404 → -32004, 400/422 → -32602`, else -32000 (REAL-CLI §daemon). */
function daemonRpcCode(status: number): number {
	if (status >= 500) return -32000;
	return { 409: -32009, 404: -32004, 400: -32602, 422: -32602 }[status] ?? -32000;
}

/** The program a fix command starts with, or null for an instruction ("Retry without …"). */
const programOf = (command: string) => /^([a-z][a-z0-9_-]*)\s/.exec(command)?.[1] ?? null;

/** Upstream's interpolations (`${firstTarget}`) as placeholders (`<first_target>`). */
const placeholdered = (command: string) =>
	command.replace(
		/\$\{([^}]*)\}/g,
		(_, name: string) =>
			`<${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/\W+/g, '_')}>`,
	);

function registryWith(files: RawFiles): Registry {
	return parseRegistry({
		...files.rest,
		codes: [...(files.rest.codes as Raw[]), ...files.laterCodes],
		releases: files.releases,
	});
}

/** The binary most of the checkout's fix commands start with; the newest release's on a tie. */
function upstreamBinary(upstream: UpstreamSide, current: string): string {
	const counts = new Map<string, number>();
	for (const code of upstream.catalog.codes.values())
		for (const command of code.recovery?.fixCommands.value ?? []) {
			const program = programOf(command);
			if (program) counts.set(program, (counts.get(program) ?? 0) + 1);
		}
	let best = current;
	for (const [program, count] of counts) if (count > (counts.get(best) ?? 0)) best = program;
	return best;
}

function laterCodeDraft(
	code: UpstreamCode,
	identity: ReleaseIdentity,
	release: Raw,
	upstream: UpstreamSide,
	registry: Registry,
): Raw {
	const path = upstream.errorCodesPath;
	const d = code.descriptor!;
	const values = [d.category, d.retryable, d.exitCode, d.httpLikeStatus].map((v) => v.value);
	if (
		typeof values[0] !== 'string' ||
		typeof values[1] !== 'boolean' ||
		typeof values[2] !== 'number' ||
		typeof values[3] !== 'number'
	)
		throw new AbsorbError(
			`${path}:${code.line}: ${code.code}'s descriptor is not made of literals (${values.join(', ')}); write its entry by hand`,
		);
	const [category, retryable, exitCode, httpLikeStatus] = values as [
		string,
		boolean,
		number,
		number,
	];
	const recovery = code.recovery!;
	const commands = recovery.fixCommands.value.map(placeholdered);
	const command = commands[0]!;
	const label = release.label as { en: string; 'zh-TW': string };
	// The source area of the code declared just before it upstream: upstream groups its catalog by
	// area. A guess, so it stays in `draft`.
	const order = [...upstream.catalog.codes.keys()];
	const neighbour = order
		.slice(0, order.indexOf(code.code))
		.reverse()
		.map((name) => registry.codes.find((c) => c.code === name))
		.find((entry): entry is CodeEntry => entry !== undefined);
	const sources = [
		sourceAt(identity.tag, path, code.line),
		...(d.source === 'entry' ? [sourceAt(identity.tag, path, d.exitCode.line)] : []),
		sourceAt(identity.tag, path, recovery.summary.line),
	].filter((s, i, all) => all.indexOf(s) === i);
	const isCommand = programOf(command) !== null;
	return {
		code: code.code,
		sourceArea: neighbour?.sourceArea ?? 'fallback',
		retryable,
		exitCode,
		category,
		httpLikeStatus,
		addedIn: identity.id,
		draft: ['sourceArea', 'meaning', 'whenItFires', 'fixes', 'cli'],
		meaning: {
			en: `A code ${label.en} added; what it means is not written yet.`,
			'zh-TW': `${label['zh-TW']}新增的代碼，意義尚未撰寫。`,
		},
		whenItFires: {
			happened: {
				en: `Not written yet: ${label.en} declares \`${code.code}\` in \`${path}\`.`,
				'zh-TW': `尚未撰寫：${label['zh-TW']}在 \`${path}\` 宣告了 \`${code.code}\`。`,
			},
			cause: {
				en: `Its descriptor and the recovery the CLI prints are upstream’s, shown on this page. When the CLI raises it, and why, is still to be traced.`,
				'zh-TW': `本頁的 descriptor 與 CLI 印出的復原方式都取自上游。CLI 在什麼情況、為什麼觸發它，還有待追查。`,
			},
			edgeCases: [],
		},
		recovery: isCommand
			? {
					kind: 'command',
					command,
					summary: {
						en: `The fix command the CLI prints; its summary reads “${recovery.summary.value}”`,
						'zh-TW': `CLI 印出的修復指令；摘要原文是「${recovery.summary.value}」`,
					},
				}
			: {
					kind: 'instruction',
					instruction: { en: command, 'zh-TW': `CLI 印出的說明（英文原文）：${command}` },
					summary: {
						en: `The CLI’s own words; its summary reads “${recovery.summary.value}”`,
						'zh-TW': `CLI 自己的說明；摘要原文是「${recovery.summary.value}」`,
					},
				},
		fixes: [
			{
				id: 'cli-recovery',
				cause: {
					en: 'Not written yet: until it is, the recovery the CLI prints.',
					'zh-TW': '尚未撰寫；在寫好之前，先照 CLI 印出的復原方式處理。',
				},
				steps: [
					isCommand
						? {
								en: `Run the fix command the CLI prints: \`${command}\`.`,
								'zh-TW': `執行 CLI 印出的修復指令：\`${command}\`。`,
							}
						: {
								en: `Do what the CLI prints: “${command}”`,
								'zh-TW': `照 CLI 印出的說明處理：「${command}」`,
							},
				],
				...(isCommand && { command }),
				check: {
					expect: {
						en: 'Not written yet: call the command that failed again; it worked when it no longer returns this code.',
						'zh-TW': '尚未撰寫：再呼叫一次失敗的指令；不再傳回這個代碼，就表示處理好了。',
					},
				},
				sources: [sourceAt(identity.tag, path, recovery.fixCommands.line)],
			},
		],
		example: null,
		cli: {
			emission: 'untraced',
			raisedAt: {
				en: 'Not traced yet.',
				'zh-TW': '尚未追查。',
			},
			sources,
			messages: [],
			details: [],
			surfaces: [],
			daemon: { rpcCode: daemonRpcCode(httpLikeStatus), reached: false },
			recovery: {
				source: recovery.source,
				summary: recovery.summary.value,
				fixCommands: commands,
			},
		},
	};
}

const list = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');

/**
 * Folds the checkout's release into `files`. `upstream` is what the checkout declares; the
 * release entry is first built with the facts every release carries (binary, codes file, tools),
 * the drift measured against it, and each drift item written as data.
 */
export function absorbRelease(
	files: RawFiles,
	upstream: UpstreamSide,
	identity: ReleaseIdentity,
): Absorbed {
	const registry = registryWith(files);
	const newest = newestRelease(registry);
	const path = upstream.errorCodesPath;
	const binary = upstreamBinary(upstream, newest.binary);
	const tools = [...new Set(upstream.tools.tools.map((t) => t.name))].sort();
	const release: Raw = {
		id: identity.id,
		tag: identity.tag,
		commit: identity.commit,
		date: identity.date,
		published: true,
		binary,
		aliases: newest.aliases,
		codesFile: path,
		mcpToolPrefix: newest.mcpToolPrefix,
		mcpToolFailure: newest.mcpToolFailure,
		label: { en: `${binary} ${identity.id}`, 'zh-TW': `${binary} ${identity.id} 版` },
		summary: { en: 'Not written yet.', 'zh-TW': '尚未撰寫。' },
		tools,
		draft: ['summary'],
		changes: [] as Raw[],
		codeChanges: [] as Raw[],
		signals: binary === newest.binary ? [] : [{ kind: 'recoveryBinary', binary }],
	};
	const trial: RawFiles = {
		...files,
		releases: { ...files.releases, releases: [...files.releases.releases, release] },
	};
	const drift = findDrift(registryExpectation(identity.id, registryWith(trial)), upstream);
	const written: string[] = [];
	const prose: string[] = [];
	const changes = release.changes as Raw[];
	const codeChanges = release.codeChanges as Raw[];
	const laterCodes = [...files.laterCodes];
	const tag = identity.tag;
	const codeDrift = drift.filter((d) => d.subject === 'code');
	// Unique on the changes page, which lists every release's: `codes-added-4-0-0`.
	const changeId = (kind: string) => `${kind}-${identity.id.replace(/\./g, '-')}`;

	if (binary !== newest.binary) {
		changes.push({
			id: changeId('binary-renamed'),
			surface: 'all',
			title: {
				en: `Binary renamed to ${binary}`,
				'zh-TW': `執行檔改名為 ${binary}`,
			},
			text: {
				en: `Every \`recovery.fix_command\` now starts with \`${binary}\` instead of \`${newest.binary}\`.`,
				'zh-TW': `每個 \`recovery.fix_command\` 的開頭都從 \`${newest.binary}\` 改成 \`${binary}\`。`,
			},
			sources: [sourceAt(tag, path, upstream.catalog.catalogLine)],
		});
		written.push(`release ${identity.id}: binary ${newest.binary} → ${binary}`);
	}

	const added = codeDrift.filter((d) => d.kind === 'added' && d.field === 'code');
	for (const item of added) {
		const code = upstream.catalog.codes.get(item.name)!;
		laterCodes.push(laterCodeDraft(code, identity, release, upstream, registry));
		written.push(`later-codes.json: ${item.name} added in ${identity.id} (a draft)`);
		prose.push(
			`later-codes.json#${item.name}: sourceArea (guessed), meaning, whenItFires, fixes and cli (raisedAt, messages, details, surfaces, example) in English and zh-TW; then drop "draft"`,
		);
	}
	if (added.length > 0) {
		const names = added.map((d) => d.name);
		changes.push({
			id: changeId('codes-added'),
			surface: 'all',
			title: {
				en: `${names.length} ${names.length === 1 ? 'code' : 'codes'} added`,
				'zh-TW': `新增 ${names.length} 個代碼`,
			},
			text: {
				en: `The catalog declares ${list(names)}.`,
				'zh-TW': `代碼目錄新增 ${list(names)}。`,
			},
			sources: added.map((d) => sourceAt(tag, d.path, d.line!)),
		});
		(release.signals as Raw[]).push({ kind: 'laterCode' });
	}

	const removed = codeDrift.filter((d) => d.kind === 'removed' && d.field === 'code');
	for (const item of removed) {
		codeChanges.push({
			code: item.name,
			kind: 'removed',
			note: {
				en: `${(release.label as Raw).en} no longer declares \`${item.name}\`.`,
				'zh-TW': `${(release.label as Record<string, string>)['zh-TW']}不再宣告 \`${item.name}\`。`,
			},
			sources: [sourceAt(tag, path, upstream.catalog.catalogLine)],
		});
		written.push(`releases.json ${identity.id}: ${item.name} removed`);
		prose.push(
			`releases.json#${identity.id}/codeChanges/${item.name}: "replacedBy" when upstream names the code raised instead`,
		);
	}
	if (removed.length > 0) {
		const names = removed.map((d) => d.name);
		changes.push({
			id: changeId('codes-removed'),
			surface: 'all',
			title: {
				en: `${names.length} ${names.length === 1 ? 'code' : 'codes'} removed`,
				'zh-TW': `移除 ${names.length} 個代碼`,
			},
			text: {
				en: `The catalog no longer declares ${list(names)}.`,
				'zh-TW': `代碼目錄不再宣告 ${list(names)}。`,
			},
			sources: [sourceAt(tag, path, upstream.catalog.catalogLine)],
		});
	}

	for (const item of codeDrift.filter(
		(d) => d.kind === 'changed' && !d.field.startsWith('recovery'),
	)) {
		codeChanges.push({
			code: item.name,
			kind: 'descriptor',
			descriptor: { [item.field]: item.upstream },
			note: {
				en: `\`${item.field}\` is ${String(item.upstream)} from this release on (was ${String(item.ours)}).`,
				'zh-TW': `從這個版本起，\`${item.field}\` 是 ${String(item.upstream)}（原本是 ${String(item.ours)}）。`,
			},
			sources: [sourceAt(tag, item.path, item.line!)],
		});
		// The new value marks a payload as this release's, and is what it is judged against.
		(release.signals as Raw[]).push({
			kind: 'descriptorValue',
			code: item.name,
			field: item.field,
			value: item.upstream,
		});
		written.push(
			`releases.json ${identity.id}: ${item.name} ${item.field} ${String(item.ours)} → ${String(item.upstream)}`,
		);
	}

	const recoveryChanged = [
		...new Set(
			codeDrift
				.filter((d) => d.field.startsWith('recovery') && d.kind !== 'removed')
				.map((d) => d.name),
		),
	].filter((name) => !added.some((a) => a.name === name));
	for (const name of recoveryChanged) {
		const recovery = upstream.catalog.codes.get(name)?.recovery;
		if (!recovery) continue;
		const fixCommands = recovery.fixCommands.value.map(placeholdered);
		const commands = fixCommands.map((c) => `\`${c}\``).join(', ');
		codeChanges.push({
			code: name,
			kind: 'recovery',
			recovery: { summary: recovery.summary.value, fixCommands },
			note: {
				en: `The CLI prints a new recovery: summary “${recovery.summary.value}”, fix_command ${commands}.`,
				'zh-TW': `CLI 印出新的復原方式：summary「${recovery.summary.value}」，fix_command ${commands}。`,
			},
			sources: [sourceAt(tag, path, recovery.summary.line)],
		});
		// The new command marks a payload as this release's, and is what it is judged against.
		for (const command of fixCommands)
			(release.signals as Raw[]).push({ kind: 'recoveryCommand', code: name, command });
		written.push(`releases.json ${identity.id}: ${name} recovery changed`);
	}
	const unwritten = codeDrift.filter(
		(d) => d.field === 'descriptor' || (d.kind === 'removed' && d.field === 'recovery'),
	);
	for (const item of unwritten)
		prose.push(`${item.name}: ${item.kind} ${item.field} at ${item.path}:${item.line} (by hand)`);

	const previousTools = newest.tools;
	if (previousTools) {
		const gone = previousTools.filter((t) => !tools.includes(t));
		const fresh = tools.filter((t) => !previousTools.includes(t));
		if (gone.length + fresh.length > 0) {
			const parts = (lang: 'en' | 'zh-TW') =>
				[
					fresh.length > 0 && (lang === 'en' ? `added ${list(fresh)}` : `新增 ${list(fresh)}`),
					gone.length > 0 && (lang === 'en' ? `removed ${list(gone)}` : `移除 ${list(gone)}`),
				]
					.filter(Boolean)
					.join(lang === 'en' ? '; ' : '；');
			changes.push({
				id: changeId('mcp-tools'),
				surface: 'mcp',
				title: { en: 'MCP tools changed', 'zh-TW': 'MCP 工具有變動' },
				text: { en: `MCP tools: ${parts('en')}.`, 'zh-TW': `MCP 工具：${parts('zh-TW')}。` },
				sources: [sourceAt(tag, path, upstream.catalog.catalogLine)],
			});
			written.push(`releases.json ${identity.id}: MCP tools ${parts('en')}`);
		}
	}
	written.unshift(
		`releases.json: release ${identity.id} (${identity.tag}, ${identity.commit}, ${identity.date}), ${tools.length} MCP tools`,
	);
	prose.unshift(
		`releases.json#${identity.id}/summary: what the release changed for failures, in English and zh-TW; then drop "draft"`,
	);
	const files2: RawFiles = {
		...files,
		laterCodes,
		releases: { ...files.releases, releases: [...files.releases.releases, release] },
	};
	registryWith(files2); // the result must be a valid registry, or nothing is written
	return { files: files2, written, prose };
}

export type { DriftItem };
