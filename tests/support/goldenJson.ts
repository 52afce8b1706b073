/**
 * A model as JSON for a golden file, laid out for reading in a diff: an object or list of plain
 * values stays on one line when it fits in 100 characters (a heading, a fact's part), so a changed
 * word changes one line; everything larger is indented with tabs, a key a line.
 */
export function goldenJson(value: unknown): string {
	return `${layout(value, '')}\n`;
}

function layout(value: unknown, indent: string): string {
	if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
	const entries: [string | null, unknown][] = Array.isArray(value)
		? value.map((v) => [null, v])
		: Object.entries(value).filter(([, v]) => v !== undefined);
	const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
	if (entries.length === 0) return `${open}${close}`;
	const key = (k: string | null) => (k === null ? '' : `${JSON.stringify(k)}: `);
	const flat = entries.every(([, v]) => v === null || typeof v !== 'object');
	if (flat) {
		const line = `${open} ${entries.map(([k, v]) => `${key(k)}${JSON.stringify(v)}`).join(', ')} ${close}`;
		if (line.length + indent.length <= 100) return line;
	}
	const inner = `${indent}\t`;
	return `${open}\n${entries.map(([k, v]) => `${inner}${key(k)}${layout(v, inner)}`).join(',\n')}\n${indent}${close}`;
}
