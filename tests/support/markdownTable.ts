import { readFileSync } from 'node:fs';

/**
 * The rows of the first Markdown table in a fixture whose header line starts with `headerStart`,
 * each as its list of cells. Cells are split on ` | ` rather than `|` because a recovery command
 * could one day contain a bare `|`; the fixtures write their separators with spaces.
 */
export function readMarkdownTable(fixture: URL, headerStart: string, columns: number): string[][] {
	const lines = readFileSync(fixture, 'utf8').split('\n');
	const header = lines.findIndex((l) => l.startsWith(headerStart));
	if (header < 0) throw new Error(`table header "${headerStart}" not found in ${fixture.pathname}`);
	return lines
		.slice(header + 2)
		.filter((l) => l.startsWith('| '))
		.map((line) => {
			const cells = line.slice(2, line.endsWith(' |') ? -2 : undefined).split(' | ');
			if (cells.length !== columns)
				throw new Error(`row has ${cells.length} cells, not ${columns}: ${line}`);
			return cells;
		});
}

export function parseBoolean(cell: string, line: readonly string[]): boolean {
	if (cell !== 'true' && cell !== 'false') throw new Error(`bad boolean in ${line.join(' | ')}`);
	return cell === 'true';
}
