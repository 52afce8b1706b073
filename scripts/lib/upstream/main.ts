import { CheckoutError } from './checkoutFiles.ts';
import { parseCheckOptions, usage, UsageError } from './checkOptions.ts';
import { jsonReport, textReport } from './report.ts';
import { runCheck } from './runCheck.ts';

/** Where `upstreamCheck` writes, and what it reads of its process. */
export interface CheckIo {
	stdout(text: string): void;
	stderr(text: string): void;
	/** The folder a relative checkout path is taken from. */
	cwd: string;
}

/**
 * `npm run upstream:check` without the process around it, so tests run it in their own: exit status
 * 0 no drift, 1 drift, 2 bad usage or an unreadable checkout.
 */
export function upstreamCheck(argv: readonly string[], io: CheckIo): number {
	try {
		const options = parseCheckOptions([...argv]);
		if (options === 'help') {
			io.stdout(`${usage}\n`);
			return 0;
		}
		const result = runCheck(options, io.cwd);
		io.stdout(options.json ? jsonReport(result) : textReport(result));
		return result.drift.length > 0 ? 1 : 0;
	} catch (error) {
		if (!(error instanceof UsageError || error instanceof CheckoutError)) throw error;
		const hint = error instanceof UsageError ? ' (--help for usage)' : '';
		io.stderr(`upstream-check: ${error.message}${hint}\n`);
		return 2;
	}
}
