/** Formats rows as an aligned plain-text table: the first column left-aligned, the others right. */
export function textTable(rows: readonly (readonly string[])[]): string {
	const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? '')].length)));
	const pad = (cell: string, c: number) => {
		const fill = ' '.repeat(widths[c]! - [...cell].length);
		return c === 0 ? cell + fill : fill + cell;
	};
	const lines = rows.map((row) =>
		row
			.map((cell, c) => pad(cell, c))
			.join('  ')
			.trimEnd(),
	);
	lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
	return lines.join('\n');
}
