import * as z from 'zod';

/**
 * The registry's shape. Every field documents itself with `.meta({ description })`, as Starlight's
 * own schemas do. Texts are `{ en, 'zh-TW' }` strict objects: a missing or empty translation is a
 * schema error, so it stops the build instead of falling back to English.
 */

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const localizedTextSchema = z
	.strictObject({
		en: nonEmpty.meta({ description: 'English text.' }),
		'zh-TW': nonEmpty.meta({ description: 'Traditional Chinese (Taiwan) text.' }),
	})
	.meta({ description: 'A text in every language of the site. Both are required.' });

export type LocalizedText = z.infer<typeof localizedTextSchema>;

const codeName = z
	.string()
	.regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'must be snake_case ASCII (the wire format of `code`)');

/** A placeholder such as `<token>` that a fix command leaves for the caller to fill. */
export const placeholderSchema = z.strictObject({
	name: z
		.string()
		.regex(/^[a-z][a-z0-9_]*$/)
		.meta({ description: 'Name between the angle brackets, e.g. `token` for `<token>`.' }),
	detailsKey: z
		.string()
		.min(1)
		.meta({ description: 'Key of the envelope’s `details` whose string value fills the placeholder when present.' }),
	description: localizedTextSchema.meta({ description: 'What the placeholder stands for and where to find it.' }),
	example: nonEmpty.meta({ description: 'A realistic value, used in example envelopes.' }),
});

/** One row of BSD `sysexits.h` (or 1, the generic failure the doctor command uses). */
export const exitCodeSchema = z.strictObject({
	exitCode: z.number().int().min(0).max(255),
	name: z.string().regex(/^[A-Z_0-9]+$/).meta({ description: 'Symbolic name, e.g. `EX_USAGE`.' }),
	meaning: localizedTextSchema.meta({ description: 'What the exit status says about the failure.' }),
	category: codeName.meta({ description: 'The descriptor category every code with this exit status carries (rule 1).' }),
});

/** A `descriptor.category` value and the HTTP-like status it implies (rule 2). */
export const categorySchema = z.strictObject({
	id: codeName,
	httpLikeStatus: z.number().int().min(100).max(599),
	label: localizedTextSchema,
	rationale: localizedTextSchema.meta({ description: 'Why this category maps to this status.' }),
});

/** A layer of `flutter_mcp_cli` where a call can fail. */
export const layerSchema = z.strictObject({
	id: codeName,
	title: localizedTextSchema,
	description: localizedTextSchema,
});

/** A source area of the contract table (the component that raises the code). */
export const sourceAreaSchema = z.strictObject({
	id: nonEmpty.meta({ description: 'The source area exactly as the contract table writes it.' }),
	slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
	layer: codeName.meta({ description: 'Id of the layer this area belongs to.' }),
	label: localizedTextSchema,
});

const commandRecovery = z.strictObject({
	kind: z.literal('command'),
	command: nonEmpty.meta({
		description: 'The fix command exactly as the contract writes it, placeholders in `<angle_brackets>`.',
	}),
	summary: localizedTextSchema.meta({ description: 'One sentence: what running the command achieves.' }),
});

const instructionRecovery = z.strictObject({
	kind: z.literal('instruction'),
	instruction: localizedTextSchema.meta({
		description: 'What to do when no single command fixes it. `en` is the contract’s text, verbatim.',
	}),
	summary: localizedTextSchema,
});

export const recoverySchema = z.discriminatedUnion('kind', [commandRecovery, instructionRecovery]);
export type Recovery = z.infer<typeof recoverySchema>;

export const codeEntrySchema = z.strictObject({
	code: codeName.meta({ description: 'The value of the envelope’s `code`.' }),
	sourceArea: nonEmpty.meta({ description: 'Id of a source area (as written in the contract table).' }),
	retryable: z.boolean().meta({ description: '`descriptor.retryable`: may the same call succeed if repeated unchanged?' }),
	exitCode: z.number().int().meta({ description: '`descriptor.exitCode`, the CLI’s exit status (sysexits.h).' }),
	category: codeName.meta({ description: '`descriptor.category`; follows from the exit code (rule 1).' }),
	httpLikeStatus: z
		.number()
		.int()
		.min(100)
		.max(599)
		.meta({ description: '`descriptor.httpLikeStatus`; follows from the category (rule 2).' }),
	since: z
		.string()
		.regex(/^\d+\.\d+\.\d+$/)
		.meta({ description: 'Contract version that introduced the code.' }),
	deprecated: z
		.strictObject({
			since: z.string().regex(/^\d+\.\d+\.\d+$/),
			replacement: codeName.optional().meta({ description: 'The code emitted instead, if any.' }),
			note: localizedTextSchema,
		})
		.optional()
		.meta({ description: 'Set when the code is retired: its page stays, with a notice.' }),
	meaning: localizedTextSchema.meta({ description: 'One line. `en` is the contract table’s meaning, verbatim.' }),
	description: localizedTextSchema.meta({ description: 'When it fires and the likely causes: a paragraph.' }),
	recovery: recoverySchema,
	example: z
		.strictObject({
			message: localizedTextSchema.meta({ description: 'The example envelope’s `message`.' }),
			details: z.record(z.string(), z.unknown()).meta({ description: 'The example envelope’s `details`.' }),
		})
		.meta({ description: 'What the example envelope on the code page carries beyond the registry facts.' }),
});

export type CodeEntry = z.infer<typeof codeEntrySchema>;

export const registrySchema = z
	.strictObject({
		codes: z.array(codeEntrySchema).min(1),
		exitCodes: z.array(exitCodeSchema).min(1),
		categories: z.array(categorySchema).min(1),
		layers: z.array(layerSchema).min(1),
		sourceAreas: z.array(sourceAreaSchema).min(1),
		placeholders: z.array(placeholderSchema),
	})
	.superRefine((registry, ctx) => {
		for (const issue of crossReferenceIssues(registry)) ctx.addIssue({ code: 'custom', ...issue });
	});

export type Registry = z.infer<typeof registrySchema>;
export type ExitCodeInfo = z.infer<typeof exitCodeSchema>;
export type CategoryInfo = z.infer<typeof categorySchema>;
export type LayerInfo = z.infer<typeof layerSchema>;
export type SourceAreaInfo = z.infer<typeof sourceAreaSchema>;
export type PlaceholderInfo = z.infer<typeof placeholderSchema>;

const placeholderPattern = /<([a-z][a-z0-9_]*)>/g;

/** Names of the `<placeholders>` in a fix command, in order of appearance, without repeats. */
export function placeholderNames(command: string): string[] {
	return [...new Set([...command.matchAll(placeholderPattern)].map((m) => m[1]!))];
}

interface CrossIssue {
	path: (string | number)[];
	message: string;
}

function duplicates<T>(items: readonly T[], key: (item: T) => string | number, path: string): CrossIssue[] {
	const seen = new Set<string | number>();
	const issues: CrossIssue[] = [];
	items.forEach((item, index) => {
		const k = key(item);
		if (seen.has(k)) issues.push({ path: [path, index], message: `duplicate ${String(k)}` });
		seen.add(k);
	});
	return issues;
}

/**
 * Checks that need the whole registry: ids are unique, references resolve, and the two rules hold.
 * Rule 1: a code's `category` is the one its exit code names. Rule 2: its `httpLikeStatus` is the
 * one its category names. Exported so a test can show the rules reject a broken entry.
 */
export function crossReferenceIssues(registry: Omit<Registry, never>): CrossIssue[] {
	const issues: CrossIssue[] = [
		...duplicates(registry.codes, (c) => c.code, 'codes'),
		...duplicates(registry.exitCodes, (e) => e.exitCode, 'exitCodes'),
		...duplicates(registry.categories, (c) => c.id, 'categories'),
		...duplicates(registry.layers, (l) => l.id, 'layers'),
		...duplicates(registry.sourceAreas, (s) => s.id, 'sourceAreas'),
		...duplicates(registry.placeholders, (p) => p.name, 'placeholders'),
	];
	const exitCodes = new Map(registry.exitCodes.map((e) => [e.exitCode, e]));
	const categories = new Map(registry.categories.map((c) => [c.id, c]));
	const layers = new Set(registry.layers.map((l) => l.id));
	const areas = new Set(registry.sourceAreas.map((s) => s.id));
	const placeholders = new Set(registry.placeholders.map((p) => p.name));
	const codes = new Set(registry.codes.map((c) => c.code));

	registry.exitCodes.forEach((e, i) => {
		if (!categories.has(e.category))
			issues.push({ path: ['exitCodes', i, 'category'], message: `unknown category "${e.category}"` });
	});
	registry.sourceAreas.forEach((s, i) => {
		if (!layers.has(s.layer)) issues.push({ path: ['sourceAreas', i, 'layer'], message: `unknown layer "${s.layer}"` });
	});
	registry.codes.forEach((entry, i) => {
		const at = (...rest: (string | number)[]) => ['codes', i, ...rest];
		if (!areas.has(entry.sourceArea))
			issues.push({ path: at('sourceArea'), message: `unknown source area "${entry.sourceArea}"` });
		const exit = exitCodes.get(entry.exitCode);
		if (!exit) {
			issues.push({ path: at('exitCode'), message: `exit code ${entry.exitCode} is not in exitCodes` });
		} else if (exit.category !== entry.category) {
			issues.push({
				path: at('category'),
				message: `rule 1: exit code ${entry.exitCode} (${exit.name}) means category "${exit.category}", not "${entry.category}"`,
			});
		}
		const category = categories.get(entry.category);
		if (category && category.httpLikeStatus !== entry.httpLikeStatus) {
			issues.push({
				path: at('httpLikeStatus'),
				message: `rule 2: category "${entry.category}" means status ${category.httpLikeStatus}, not ${entry.httpLikeStatus}`,
			});
		}
		if (entry.recovery.kind === 'command') {
			for (const name of placeholderNames(entry.recovery.command)) {
				if (!placeholders.has(name))
					issues.push({ path: at('recovery', 'command'), message: `placeholder <${name}> is not in placeholders` });
			}
		}
		const replacement = entry.deprecated?.replacement;
		if (replacement !== undefined && (replacement === entry.code || !codes.has(replacement)))
			issues.push({ path: at('deprecated', 'replacement'), message: `"${replacement}" is not another code of the registry` });
	});
	return issues;
}

/**
 * Parses raw registry data. On failure throws one error whose lines each name the file, the entry
 * (by its `code` or id, not only its index) and the field, e.g.
 * `codes › connect_failed › meaning.zh-TW: must not be empty`.
 */
export function parseRegistry(raw: unknown): Registry {
	const result = registrySchema.safeParse(raw);
	if (result.success) return result.data;
	const lines = result.error.issues.map((issue) => `  - ${describePath(raw, issue.path)}: ${issue.message}`);
	throw new Error(`The error registry (content/registry/) is invalid:\n${lines.join('\n')}`);
}

function describePath(raw: unknown, path: readonly PropertyKey[]): string {
	const [section, index, ...rest] = path;
	if (typeof section !== 'string') return '(registry root)';
	if (typeof index !== 'number') return section;
	const item = (raw as Record<string, unknown[] | undefined>)[section]?.[index] as Record<string, unknown> | undefined;
	const name = item?.code ?? item?.id ?? item?.name ?? item?.exitCode ?? `#${index}`;
	const field = rest.map(String).join('.');
	return `${section} › ${String(name)}${field ? ` › ${field}` : ''}`;
}
