import { parseBoolean, readMarkdownTable } from './markdownTable.ts';

/** One row of the CLI's descriptor map (tests/fixtures/cli-descriptors-contract.md), exactly as written there. */
export interface CliDescriptorRow {
	code: string;
	category: string;
	retryable: boolean;
	exitCode: number;
	httpLikeStatus: number;
	/** The daemon's JSON-RPC error code; null where the table says n/a. */
	daemonRpc: number | null;
}

/** The map at the contract snapshot (the 36 contract codes), or of the codes v3.0.0 added (`'v3.0.0-later'`). */
export function readCliDescriptorTable(
	which: 'contract' | 'v3.0.0-later' = 'contract',
): CliDescriptorRow[] {
	return readMarkdownTable(
		new URL(`../fixtures/cli-descriptors-${which}.md`, import.meta.url),
		'| code |',
		6,
	).map((cells) => {
		const [code, category, retryable, exitCode, httpLikeStatus, rpc] = cells as [
			string,
			string,
			string,
			string,
			string,
			string,
		];
		return {
			code,
			category,
			retryable: parseBoolean(retryable, cells),
			exitCode: Number(exitCode),
			httpLikeStatus: Number(httpLikeStatus),
			daemonRpc: rpc === 'n/a' ? null : Number(rpc),
		};
	});
}
