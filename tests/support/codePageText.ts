import { codeText, type TerminalOptions } from '../../src/lib/terminal/index.ts';
import { codePage } from '../../src/lib/views/index.ts';
import type { CodeEntry, Registry } from '../../src/lib/registry/index.ts';

/** What `explain <code>` prints and `explain_code` answers for `entry`: its view as terminal text. */
export function codePageText(
	registry: Registry,
	entry: CodeEntry,
	options: TerminalOptions,
): string {
	return codeText(codePage(registry, entry, options.lang), options);
}
