import { parseBoolean, readMarkdownTable } from './markdownTable.ts';

/** One row of the contract table (tests/fixtures/contract-v3-table.md), exactly as written there. */
export interface ContractRow {
	code: string;
	sourceArea: string;
	meaning: string;
	retryable: boolean;
	exitCode: number;
	recovery: string;
}

export function readContractTable(): ContractRow[] {
	return readMarkdownTable(
		new URL('../fixtures/contract-v3-table.md', import.meta.url),
		'| Code |',
		6,
	).map((cells) => {
		const [code, sourceArea, meaning, retryable, exitCode, recovery] = cells as [
			string,
			string,
			string,
			string,
			string,
			string,
		];
		return {
			code,
			sourceArea,
			meaning,
			retryable: parseBoolean(retryable, cells),
			exitCode: Number(exitCode),
			recovery,
		};
	});
}
