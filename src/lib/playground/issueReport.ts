import { maskSecrets } from '../masking/index.ts';

/**
 * "This didn't fix it": a report ready to paste into an issue of Arenukvern/mcp_flutter, built on
 * the visitor's machine and copied, never sent. It carries what the agents' guide asks a report to
 * hold (content/docs/guides/for-agents.mdx, "What to report"): the code, the message verbatim, the
 * payload with its secrets masked, the exit status, the command, the release, the fix tried and
 * its check; what the page cannot know (target, versions, what else was tried) is left as a
 * question to answer. The report is in English whatever the page's language: upstream's issues are.
 */

/** The upstream tracker the report is meant for. */
export const upstreamNewIssueUrl = 'https://github.com/Arenukvern/mcp_flutter/issues/new';

/** What the page knows about the failure and the fix that did not help. */
export interface IssueReportInput {
	code: string | null;
	/** The release line (`flutter-mcp-toolkit ≥ 3.0.7, classic surface`), or null when unknown. */
	release: string | null;
	/** Where the failure came (`flutter_mcp_cli’s stdout…`), or null when unknown. */
	surface: string | null;
	/** The branch tried: its id, cause and commands as shown (filled). */
	fix: { id: string; cause: string; command: string | null; check: string | null } | null;
	/**
	 * Without `fix` (a code page, which cannot know): how many fixes the page shows, one of which the
	 * reader names as the page numbers them ("fix 2"), not by its anchor id.
	 */
	fixCount?: number;
	/** The error object's `message`, verbatim. */
	message: string | null;
	/** The exit status a transcript shows, when it shows one. */
	exitStatus: number | null;
	/** The pasted text, masked here before it goes into the report. */
	payload: string | null;
	/** The page of the code (or of the fix). */
	page: string | null;
	/**
	 * The code is one the CLI never sends as an error code (`cli.emission: never`): the report's
	 * title then says the fixes did not help, not that the code came back (English review 8, item 4).
	 */
	neverSent?: boolean;
}

/** Longer pasted text is cut: an issue's body holds 65,536 characters. */
export const maxReportPayload = 20_000;

/** A fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenced(text: string, info = ''): string {
	let longest = 0;
	let run = 0;
	for (const c of text) {
		run = c === '`' ? run + 1 : 0;
		if (run > longest) longest = run;
	}
	const fence = '`'.repeat(Math.max(3, longest + 1));
	return `${fence}${info}\n${text}\n${fence}`;
}

/** Inline code that survives backticks inside it. */
function inline(text: string): string {
	const ticks = text.includes('`') ? '``' : '`';
	return `${ticks}${ticks === '``' ? ' ' : ''}${text}${ticks === '``' ? ' ' : ''}${ticks}`;
}

const unknown = '_(please fill in)_';

/** The report as Markdown, and how many secrets were masked in it. */
export function issueReport(input: IssueReportInput): { markdown: string; masked: number } {
	let masked = 0;
	const mask = (text: string) => {
		const result = maskSecrets(text);
		masked += result.masked;
		return result.text;
	};
	const payload =
		input.payload === null
			? null
			: input.payload.length > maxReportPayload
				? `${input.payload.slice(0, maxReportPayload)}\n… (cut at ${maxReportPayload} characters)`
				: input.payload;
	const code = input.code ?? 'an error';
	const lines = [
		input.neverSent && input.code
			? `### Error Playbook’s fixes for ${inline(input.code)} did not help`
			: `### ${inline(code)} came back after Error Playbook’s fix`,
		'',
		`- **Code:** ${input.code ? inline(input.code) : unknown}`,
		`- **Release:** ${input.release ?? unknown}`,
		`- **Where it failed:** ${input.surface ?? unknown}`,
		`- **Exit status:** ${input.exitStatus ?? unknown}`,
		`- **Message:** ${input.message === null ? unknown : inline(mask(input.message))}`,
	];
	if (input.fix) {
		lines.push(`- **Fix tried:** ${inline(input.fix.id)} — ${mask(input.fix.cause)}`);
		if (input.fix.command)
			lines.push('', 'Command run:', '', fenced(mask(input.fix.command), 'sh'));
		if (input.fix.check) lines.push('', 'Check run:', '', fenced(mask(input.fix.check), 'sh'));
	} else
		lines.push(
			`- **Fix tried:** ${
				// A lone fix has no number on its page ("the fix"; English review 16 #13).
				input.fixCount === 1
					? '_(the fix on this page: yes or no)_'
					: input.fixCount
						? `_(which one: ${Array.from({ length: input.fixCount }, (_, i) => `fix ${i + 1}`).join(', ')})_`
						: unknown
			}`,
		);
	lines.push(
		'',
		'Output (secrets masked: the VM service token, credentials):',
		'',
		payload === null
			? '_(please paste the whole output, with the token masked)_'
			: fenced(mask(payload), 'text'),
		'',
		'Please also give:',
		'',
		'- the command or tool call that failed, with its arguments (secrets masked):',
		'- the target: the app, the device or emulator, debug or profile mode:',
		'- the versions of flutter-mcp-toolkit, Flutter and Dart (`flutter --version`):',
		'- what was tried: each retry and recovery, with the code it returned:',
		'- the failing checks of `flutter-mcp-toolkit doctor --json`, if it ran:',
	);
	if (input.page) lines.push('', `Playbook page: ${input.page}`);
	return { markdown: `${lines.join('\n')}\n`, masked };
}
