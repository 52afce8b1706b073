import type { Lang } from '../i18n/index.ts';
import { series, translator } from '../i18n/index.ts';
import { messageQuotesActual, type FixAdvice, type ValidationResult } from '../engine/index.ts';
import { absoluteUrl, codePath, nextPagePath } from '../site/index.ts';
import type { ValidateOutput } from './outputSchema.ts';
import { reportMessages, type ReportMessageKey } from './reportMessages.ts';
import type { LinkFormat } from './terminalLinks.ts';
import { disarmLogCommands, printableLine } from './terminalText.ts';
import { displayWidth, wrap, wrapItem } from './textLayout.ts';

/**
 * A validation result as the CLI prints it and the MCP server returns it: the `--json` document and
 * the text for a terminal. Both sides render from here, so `validate --json`, `validate_envelope`
 * and the playground's verdict never disagree.
 */

/** Where a command writes. */
export interface Output {
	stdout: (text: string) => void;
	stderr: (text: string) => void;
}

/** What both outputs need besides the result: the site code pages live on, and how to print a URL. */
export interface PrintOptions {
	lang: Lang;
	siteUrl: string;
	link: LinkFormat;
	/**
	 * A person reads it on a terminal: a finding past 80 columns goes under its place, wrapped.
	 * Piped into a file, a CI log or an agent, a finding stays one line that grep and problem
	 * matchers read whole, as a compiler's does.
	 */
	wrapFindings?: boolean;
}

/**
 * The findings a report shows. An empty input has none from the engine (the playground's empty box
 * is no mistake), but a file or a call that checks nothing is one, so the report adds one finding
 * for it: a CI log then says which input was empty, at 1:1, instead of a bare exit status.
 */
function reportFindings(result: ValidationResult, lang: Lang): ValidationResult['findings'] {
	if (result.verdict !== 'none') return result.findings;
	const t = translator(reportMessages, lang);
	return [
		{
			severity: 'error',
			rule: 'input.empty',
			pointer: '',
			line: 1,
			column: 1,
			start: 0,
			end: 0,
			message: t('finding.empty'),
		},
	];
}

/**
 * The page of the code the input is about: the envelope's code when the registry has it (a page
 * exists for every such code, retired ones included), else the code an explanation names.
 */
function pageUrl(result: ValidationResult, lang: Lang, site: string): string | null {
	const code = result.knownCode ? result.code : (result.explanation?.relatedCode ?? null);
	return code === null ? null : absoluteUrl(site, codePath(code, lang));
}

/** The page of the next step, absolute. */
function nextUrl(result: ValidationResult, lang: Lang, site: string): string | null {
	return result.next ? absoluteUrl(site, nextPagePath(result.next.page, lang)) : null;
}

function severityCounts(findings: ValidationResult['findings']) {
	const count = (severity: string) => findings.filter((f) => f.severity === severity).length;
	return { errors: count('error'), warnings: count('warning'), infos: count('info') };
}

/**
 * The `--json` document: everything the text output shows, in the shape of
 * `outputSchema.ts` (published as `/schemas/validate-output-v1.json`).
 */
export function validationJson(result: ValidationResult, lang: Lang, site: string): ValidateOutput {
	const t = translator(reportMessages, lang);
	const findings = reportFindings(result, lang);
	const recovery = result.recovery
		? { command: result.recovery.command, summary: result.recovery.summary }
		: {
				command: null,
				summary: result.code
					? t('json.unknownCodeSummary', { code: result.code })
					: t('json.noEnvelopeSummary'),
			};
	return {
		valid: result.verdict === 'valid',
		verdict: result.verdict,
		inputKind: result.inputKind,
		inputKindDetail: result.inputKindDetail,
		carrier: result.carrier,
		envelopePointer: result.envelopePointer,
		code: result.code,
		codeStatus: result.codeStatus,
		page: pageUrl(result, lang, site),
		counts: severityCounts(findings),
		findings: findings.map(
			({
				severity,
				rule,
				pointer,
				line,
				column,
				start,
				end,
				message,
				expected,
				actual,
				suggestions,
			}) => ({
				severity,
				rule,
				pointer,
				line,
				column,
				start,
				end,
				message,
				...(expected !== undefined && { expected }),
				...(actual !== undefined && { actual }),
				...(suggestions !== undefined && { suggestions }),
			}),
		),
		recovery: result.recovery ? { ...recovery, ...recoveryOf(result.recovery) } : recovery,
		retry: result.retry,
		explanation: result.explanation,
		...(result.release && { release: result.release }),
		...(result.next && {
			next: { id: result.next.id, text: result.next.text, page: nextUrl(result, lang, site)! },
		}),
		...(result.looksLike && { looksLike: result.looksLike }),
		...(result.fix && { fix: fixJson(result.fix, lang, site) }),
	};
}

/** The fix as the document carries it: the engine's, with its place on the code's page. */
function fixJson({ code, id, matched, ...rest }: FixAdvice, lang: Lang, site: string) {
	return {
		id,
		page: `${absoluteUrl(site, codePath(code, lang))}#fix-${id}`,
		...rest,
		// As JSON text: a JSON Schema of mixed scalar types is one many validators refuse in strict mode.
		matched: matched.map(({ member, value }) => ({ member, value: JSON.stringify(value) })),
	};
}

/** `details.reason` = `"no_targets"`: a condition that selected a fix, as the text shows it. */
function matchedText(fix: FixAdvice, lang: Lang): string {
	const t = translator(reportMessages, lang);
	return series(
		fix.matched.map(({ member, value }) =>
			member === 'message'
				? // In words: `^=` was the engine's notation, not the reader's (English review 5).
					t('validate.messageStartsWith', { value: JSON.stringify(value) })
				: `\`${member} = ${JSON.stringify(value)}\``,
		),
		lang,
	);
}

/**
 * The fix the payload selects: its cause, why it was chosen, the steps, the command and its check.
 * Conditions and anchors in backticks, as the steps mark code: a reader (and the zh-TW checker)
 * tells them from prose.
 */
function fixLines(
	fix: FixAdvice,
	lang: Lang,
	t: ReturnType<typeof translator<ReportMessageKey>>,
): ReportLine[] {
	const lines: ReportLine[] = [
		t('validate.fix', { cause: fix.cause }),
		fix.selectedBy === 'when'
			? t('validate.fixSelected', { matched: matchedText(fix, lang) })
			: // "The usual cause" only where the code has one: a fix without a condition (English
				// review 21 #1); otherwise none matched and the page's first is shown.
				t(
					fix.selectedBy === 'only'
						? 'validate.fixOnly'
						: fix.selectedBy === 'first'
							? 'validate.fixFirst'
							: 'validate.fixUsual',
				),
		...fix.steps.map((step, i) => `              ${i + 1}. ${step}`),
	];
	if (fix.command) lines.push({ command: t('validate.fixRun', { command: fix.command }) });
	// A command that is its own check is printed once, under Run. One label, "Check", for the
	// check's command and what it shows, as in explain and on the pages ("Worked:" was a second
	// name for it: English review 9 #9).
	if (fix.check.command && fix.check.command !== fix.command) {
		const label = t('validate.fixCheck', { command: '' });
		lines.push(
			{ command: `${label}${fix.check.command}` },
			...underLabel(' '.repeat(displayWidth(label)), fix.check.expect),
		);
	} else lines.push(...underLabel(t('validate.fixExpect', { expect: '' }), fix.check.expect));
	if (fix.unfilled.length)
		lines.push(
			t('validate.unfilled', {
				placeholders: series(
					fix.unfilled.map((p) => `<${p}>`),
					lang,
				),
			}),
		);
	if (fix.others.length)
		lines.push(
			t('validate.fixOthers'),
			// Their headings, one a line, numbered as on the page: anchors (`#fix-app-unreachable`)
			// named no cause, and a step may say "see fix 3" (English review 18 #6).
			...fix.others.map((o) => t('validate.fixOther', { number: o.number, cause: o.cause })),
		);
	return lines;
}

/**
 * The recovery as the document carries it. The payload's own fix_command (for a code the registry
 * does not know) is not a command the registry vouches for: it goes in `printed`, what the CLI
 * printed, with `fromPayload`, and `command` stays null, as for any unknown code, so that a client
 * that runs or offers `recovery.command` never runs a payload's words.
 */
function recoveryOf(recovery: NonNullable<ValidationResult['recovery']>) {
	return recovery.fromPayload
		? { ...recovery, command: null, printed: recovery.printed ?? recovery.command }
		: recovery;
}

/**
 * A line that is printed as is: the page line, whose URL the CLI builds from the registry's codes and
 * `SITE_URL`, and which may carry a hyperlink's escape sequences.
 */
interface TrustedLine {
	trusted: string;
}

/** A command line (`Fix command:`, `Run:`, `Check:`): escaped, but never wrapped, since a reader copies it whole. */
interface CommandLine {
	command: string;
}

type ReportLine = string | TrustedLine | CommandLine;

/**
 * A line whose label sits past the report's 14 columns (`Check:   ` under `Fix:`), wrapped with its
 * lines after the first under its text rather than under the label.
 */
function underLabel(label: string, text: string): string[] {
	const indent = ' '.repeat(displayWidth(label));
	return (label + wrap(text, indent).slice(indent.length)).split('\n');
}

/** Where a labelled line's text starts: every label of the report is padded to 14 columns. */
const labelColumns = 14;
const hang = ' '.repeat(labelColumns);

/**
 * A prose line wrapped to the terminal as `explain` wraps (textLayout.ts), the lines after the first
 * under the text, past a list marker ("1. ", "- "): `validate` printed lines of 150 columns and more
 * on an 80-column terminal (zh-TW review 6 #3). A line without a label's 14 columns (a finding,
 * which names its file and pointer first) stays whole.
 */
function fitLine(line: string, width = 80): string[] {
	if (displayWidth(line) <= width) return [line];
	let cut = 0;
	while (cut < line.length && displayWidth(line.slice(0, cut)) < labelColumns) cut++;
	const label = line.slice(0, cut);
	if (displayWidth(label) !== labelColumns || !label.endsWith(' ') || line[cut] === ' ')
		return [line];
	const text = line.slice(cut);
	const marker = /^(?:\d+\. |- )/.exec(text)?.[0] ?? '';
	const wrapped = wrapItem(marker, text.slice(marker.length), hang, width);
	return (label + wrapped.slice(hang.length)).split('\n');
}

function pageLine(
	result: ValidationResult,
	options: PrintOptions,
	t: ReturnType<typeof translator<ReportMessageKey>>,
): TrustedLine[] {
	const url = pageUrl(result, options.lang, options.siteUrl);
	return url === null ? [] : [{ trusted: t('validate.page', { url: options.link(url) }) }];
}

/**
 * The last lines of every report (issue 30): what to do next, and the page that explains it unless
 * the code's page line above already names it.
 */
function nextLines(
	result: ValidationResult,
	options: PrintOptions,
	t: ReturnType<typeof translator<ReportMessageKey>>,
): ReportLine[] {
	if (!result.next) return [];
	const url = nextUrl(result, options.lang, options.siteUrl)!;
	const shown = pageUrl(result, options.lang, options.siteUrl);
	// Wrapped under its label, the page below it: the label's width is the indent's, in both languages.
	return [
		'',
		t('validate.next', { text: result.next.text }),
		...(url === shown ? [] : [{ trusted: `              ${options.link(url)}` }]),
	];
}

/**
 * The output, each line but the trusted ones with the input's control, bidi and invisible characters
 * escaped (`terminalText.ts`): they would act on the terminal or change what it shows.
 */
function joinLines(lines: ReportLine[]): string {
	return `${lines
		.flatMap((line) =>
			typeof line === 'string'
				? // Escaped before it is wrapped, so the width is the escaped text's; disarmed again after,
					// since a wrapped line could start with the input's `::`.
					fitLine(printableLine(line)).map((part) => disarmLogCommands(part))
				: 'command' in line
					? [printableLine(line.command)]
					: [line.trusted],
		)
		.join('\n')}\n`;
}

/**
 * One finding: its place, then its message. With the file it came from, the place leads with
 * `file:line:column:` as compilers print it, which terminals, editors and CI logs turn into a link.
 * One line unless `wrapped` (a terminal) and it would pass 80 columns.
 */
function findingLines(
	f: ValidationResult['findings'][number],
	file: string | undefined,
	t: ReturnType<typeof translator<ReportMessageKey>>,
	wrapped = false,
): string[] {
	const head =
		file === undefined
			? `${t(`severity.${f.severity}`)} ${f.line}:${f.column}`
			: `${file}:${f.line}:${f.column}: ${t(`severity.${f.severity}`)}`;
	// The empty pointer, the whole document, has no column of its own: line:column already say
	// where, and a word for it left one space between the severity and it, which Chinese has not.
	const where = f.pointer ? `${head} ${f.pointer}` : head;
	const line = `${where}  ${f.message}`;
	// On a terminal, past 80 columns the message goes under the place, wrapped as the report's prose
	// is: whole, the terminal cut it anywhere (「…使用最\n後一個值」, a line starting with 「、」:
	// zh-TW review 26 #2). The place keeps its line, which terminals still turn into a link.
	if (!wrapped || displayWidth(line) <= 80) return [line];
	// A place that alone passes 80 columns puts its pointer under it (zh-TW review 27 #9).
	const place = displayWidth(where) > 80 && f.pointer ? [head, `    ${f.pointer}`] : [where];
	return [...place, ...wrap(f.message, '    ').split('\n')];
}

/**
 * The findings and the verdict as text for a terminal. `file`, the input's name as the reader knows
 * it, leads each finding line (the CLI gives it; the MCP server, which has no file, does not).
 */
export function validationText(
	result: ValidationResult,
	options: PrintOptions & { file?: string },
): string {
	const t = translator(reportMessages, options.lang);
	if (result.verdict === 'none')
		return joinLines([
			// The finding says the input is empty; a summary after it said so again (zh-TW review 5).
			...reportFindings(result, options.lang).flatMap((f) =>
				findingLines(f, options.file, t, options.wrapFindings),
			),
		]);
	if (result.verdict === 'not-envelope' && result.explanation)
		return explanationText(result, options, t);
	const lines: ReportLine[] = [];
	for (const f of result.findings) {
		lines.push(...findingLines(f, options.file, t, options.wrapFindings));
		const extra = [
			f.expected !== undefined ? t('validate.expected', { value: f.expected }) : '',
			f.actual !== undefined && !messageQuotesActual(f.message, f.actual)
				? t('validate.actual', { value: f.actual })
				: '',
			// Said once: a finding that asks "did you mean …?" itself gets no second line asking it.
			f.suggestions?.length && !f.suggestions.every((s) => f.message.includes(s))
				? t('validate.suggestions', { suggestions: series(f.suggestions, options.lang) })
				: '',
		].filter(Boolean);
		// On one line while it fits; past 80 columns each part on its own (a fix command against a
		// hostile value ran to 173, zh-TW review 25), unwrapped, since a value is copied whole.
		if (!extra.length) continue;
		const joined = `    ${extra.join('  ')}`;
		if (displayWidth(joined) <= 80) lines.push(joined);
		else lines.push(...extra.map((part) => ({ command: `    ${part}` })));
	}
	if (!result.findings.length) lines.push(t('validate.noFindings'));
	lines.push(
		'',
		t('validate.input', { detail: result.inputKindDetail }),
		t('validate.verdict', {
			verdict: t(result.verdict === 'valid' ? 'validate.valid' : 'validate.invalid'),
			counts: t('validate.counts', severityCounts(result.findings)),
		}),
	);
	if (result.code !== null)
		lines.push(
			t(result.knownCode ? 'validate.code' : 'validate.unknownCode', { code: result.code }),
			...pageLine(result, options, t),
		);
	if (result.release) lines.push(t('validate.release', { text: result.release.text }));
	// Whether to retry, answer first (English review 10, item 6); "Next:" says what to do first.
	if (result.retry) lines.push(t('validate.retry', result.retry));
	const recovery = result.recovery;
	if (recovery?.fromPayload) {
		// A code the registry does not know: the payload's fix_command is what the CLI said, quoted
		// and attributed, never a line that reads like a command to run.
		lines.push(
			t('validate.noRecovery', { code: result.code ?? '' }),
			{
				command: t('validate.cliSuggested', {
					command: recovery.printed ?? recovery.command ?? '',
				}),
			},
			t('validate.cliSuggestedNote'),
		);
		if (recovery.summary) lines.push(`              ${recovery.summary}`);
	} else if (recovery?.command) {
		lines.push({ command: t('validate.recovery', { command: recovery.command }) });
		// Everywhere else this line quotes the input: say so where it does not (English review 18 #6),
		// or where the input has no recovery at all (zh-TW review 20 #1).
		if (result.findings.some((f) => f.rule === 'recovery.fixCommandMismatch'))
			lines.push(t('validate.recoveryNotInput'));
		else if (result.findings.some((f) => f.rule === 'shape.missing' && f.pointer === '/recovery'))
			lines.push(t('validate.recoveryMissing'));
		// Whose words the command is in, next to the command it qualifies: between the summary and
		// "Fill in" it read as if it were about the fill-in (English review 12 #1).
		if (recovery.form) lines.push(`              ${recovery.form}`);
		// What the command does, unless the fix below runs it: its steps say so (zh-TW review 18 #5).
		if (result.fix?.command !== recovery.command) lines.push(`              ${recovery.summary}`);
		const toFill = [
			...recovery.unfilled.map((p) => `<${p}>`),
			...(recovery.fillAlso ? [recovery.fillAlso] : []),
		];
		if (toFill.length)
			lines.push(t('validate.unfilled', { placeholders: series(toFill, options.lang) }));
	} else if (recovery?.instruction)
		// The label the explain text and the playground give it (English review 9 #9), on a line of
		// its own: it is wider than the label column.
		lines.push(
			t('validate.instruction'),
			`              ${recovery.instruction}`,
			`              ${recovery.summary}`,
		);
	lines.push(...nextLines(result, options, t));
	if (result.fix) lines.push(...fixLines(result.fix, options.lang, t));
	return joinLines(lines);
}

/** A known failure or success that is not an error object: what it is and what to do. */
function explanationText(
	result: ValidationResult,
	options: PrintOptions,
	t: ReturnType<typeof translator<ReportMessageKey>>,
): string {
	const explanation = result.explanation!;
	const lines: ReportLine[] = [
		t('validate.input', { detail: result.inputKindDetail }),
		// No title in brackets: it repeated the Input line or the paragraph below it ("not an error
		// object, explained below (…, not an error object of the contract)"; English review 8 #14,
		// review 9 #8). The JSON and MCP results keep it as `explanation.title`.
		t('validate.verdictAlone', { verdict: t('validate.notEnvelope') }),
		'',
		// One entry per line: a line break inside an entry would be escaped like the input's.
		...wrap(explanation.text, '', 80).split('\n'),
	];
	// doctor's fix for a check is a sentence, not a command ("Start a Flutter app in debug mode and
	// retry …"): on one line it ran to 111 columns (zh-TW review 15 #12), so it is wrapped under
	// its check.
	for (const step of explanation.steps)
		lines.push(
			`  - ${step.label}${step.command ? ':' : ''}`,
			...(step.command ? wrap(step.command, '    ', 80).split('\n') : []),
		);
	if (explanation.relatedCode)
		lines.push(
			t('validate.code', { code: explanation.relatedCode }),
			...pageLine(result, options, t),
		);
	lines.push(...nextLines(result, options, t));
	return joinLines(lines);
}
