import type { SurfaceTranslate } from './surfaceMessages.ts';
import type { SurfaceMatch } from './surfaceReader.ts';

/** `/result/content/0/text` → `result.content[0].text`. */
function whereOf(pointer: string): string {
	return pointer
		.slice(1)
		.split('/')
		.reduce(
			(where, part) =>
				/^\d+$/.test(part) ? `${where}[${part}]` : where === '' ? part : `${where}.${part}`,
			'',
		);
}

/** The detail line: the surface's own words for the new surfaces, else the classic reading's. */
export function detailOf(match: SurfaceMatch, detail: string, st: SurfaceTranslate): string {
	switch (match.surface) {
		case 'intentcall':
			return match.intentCall!.text === undefined
				? st('kind.intentCallText')
				: st('kind.intentCall', { where: whereOf(match.intentCall!.pointer) });
		case 'bundle-step':
			return match.classification.kind === 'cli-output'
				? st('kind.bundleStep', {
						name:
							typeof match.stepName === 'string'
								? match.stepName.replace(/[^a-zA-Z0-9._-]/g, '_')
								: '',
					})
				: detail;
		case 'array':
			return st('kind.array', {
				length: match.element!.length,
				index: match.element!.index,
				detail: detailOf({ ...match, surface: match.inner ?? 'classic' }, detail, st),
			});
		case 'classic':
			return detail;
	}
}
