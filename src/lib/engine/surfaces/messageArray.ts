import type { Report } from '../findings/rawFinding.ts';
import { firstOf } from '../findings/shortList.ts';
import { isFailure, joinWhere, type Classification, type EnvelopeSite } from './classification.ts';
import type { SurfaceTranslate } from './surfaceMessages.ts';
import type { SurfaceMatch } from './surfaceReader.ts';

/**
 * A JSON array of messages: a JSON-RPC batch answer, or messages collected into one array. The
 * first failing element is checked (the one a reader acts on first); the others are named.
 */
export function readMessageArray(
	root: unknown,
	readElement: (element: unknown) => SurfaceMatch,
): SurfaceMatch | null {
	if (!Array.isArray(root) || root.length === 0) return null;
	const matches = root.map(readElement);
	const failing = matches.flatMap((m, i) => (isFailure(m.classification) ? [i] : []));
	const index = failing[0] ?? 0;
	const chosen = matches[index]!;
	return {
		...chosen,
		surface: 'array',
		inner: chosen.surface,
		...(chosen.intentCall && {
			intentCall: {
				...chosen.intentCall,
				pointer: `/${index}${chosen.intentCall.pointer}`,
			},
		}),
		classification: prefixed(chosen.classification, `/${index}`, `[${index}]`),
		element: { index, length: root.length, otherFailures: failing.slice(1) },
	};
}

function site(s: EnvelopeSite, pointer: string, where: string): EnvelopeSite {
	return { ...s, pointer: pointer + s.pointer, where: joinWhere(where, s.where) };
}

/** The classification of an element, its pointers and places moved under `pointer` / `where`. */
function prefixed(c: Classification, pointer: string, where: string): Classification {
	const wrapperOf = <T extends { pointer: string }>(w: T): T => ({
		...w,
		pointer: pointer + w.pointer,
	});
	switch (c.kind) {
		case 'envelope':
			return { ...c, site: site(c.site, pointer, where) };
		case 'cli-output':
			return {
				...c,
				wrapper: wrapperOf(c.wrapper),
				site: c.site && site(c.site, pointer, where),
			};
		case 'cli-success':
			return { ...c, wrapper: wrapperOf(c.wrapper) };
		case 'mcp-tool-result':
			return {
				...c,
				pointer: pointer + c.pointer,
				site: c.site && site(c.site, pointer, where),
				plainTexts: c.plainTexts.map(wrapperOf),
			};
		case 'mcp-resource-read':
			return { ...c, pointer: pointer + c.pointer, site: c.site && site(c.site, pointer, where) };
		case 'daemon-error':
			return { ...c, site: site(c.site, pointer, where), rpc: wrapperOf(c.rpc) };
		case 'watch-event':
			return {
				...c,
				wrapper: c.wrapper && wrapperOf(c.wrapper),
				site: c.site && site(c.site, pointer, where),
			};
		case 'jsonrpc-error':
			return { ...c, pointer: pointer + c.pointer };
		case 'foreign-tool-error':
			return { ...c, pointer: pointer + c.pointer, where: joinWhere(where, c.where) };
		case 'unknown-json':
			return c;
	}
}

/** Names the array's other failing elements: only the first is checked. */
export function reportOtherFailures(
	match: SurfaceMatch,
	st: SurfaceTranslate,
	report: Report,
): void {
	const { element } = match;
	if (!element || !element.otherFailures.length) return;
	const others = firstOf(element.otherFailures.map((i) => `[${i}]`));
	report({
		severity: 'info',
		rule: 'input.moreFailures',
		pointer: '',
		at: 'value',
		message: others.more
			? st('array.moreFailuresMany', {
					indexes: others.shown,
					count: others.count,
					more: others.more,
					index: element.index,
				})
			: st('array.moreFailures', { indexes: others.shown, index: element.index }),
	});
}
