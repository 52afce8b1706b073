import { readFileSync } from 'node:fs';

/** One row of the contract table (tests/fixtures/contract-v3-table.md), exactly as written there. */
export interface ContractRow {
	code: string;
	sourceArea: string;
	meaning: string;
	retryable: boolean;
	exitCode: number;
	recovery: string;
}

const fixture = new URL('../fixtures/contract-v3-table.md', import.meta.url);

/**
 * Parses the Markdown table. Cells are split on ` | ` rather than `|` because a recovery command
 * could one day contain a bare `|`; the contract writes its separators with spaces.
 */
export function readContractTable(): ContractRow[] {
	const lines = readFileSync(fixture, 'utf8').split('\n');
	const header = lines.findIndex((l) => l.startsWith('| Code |'));
	if (header < 0) throw new Error('contract table header not found');
	return lines
		.slice(header + 2)
		.filter((l) => l.startsWith('| '))
		.map((line) => {
			const cells = line.slice(2, line.endsWith(' |') ? -2 : undefined).split(' | ');
			if (cells.length !== 6) throw new Error(`contract row has ${cells.length} cells: ${line}`);
			const [code, sourceArea, meaning, retryable, exitCode, recovery] = cells as [string, string, string, string, string, string];
			if (retryable !== 'true' && retryable !== 'false') throw new Error(`bad retryable in ${line}`);
			return { code, sourceArea, meaning, retryable: retryable === 'true', exitCode: Number(exitCode), recovery };
		});
}
