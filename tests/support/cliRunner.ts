/**
 * Runs the CLI's `run` (what `src/cli/main.ts` calls) once per argument list read from stdin as
 * JSON, in this one process, and prints each run's stdout, stderr and exit status as JSON: the
 * real CLI on many inputs for the price of one Node start. Used by tests/unit/i18n/zhSurfaces.test.ts.
 */
import { run } from '../../src/cli/run.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const runs = JSON.parse(Buffer.concat(chunks).toString('utf8')) as string[][];
const results = [];
for (const argv of runs) {
	let stdout = '';
	let stderr = '';
	const status = await run(
		argv,
		{ stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
		{ env: process.env, isTTY: false },
	);
	results.push({ argv, status, stdout, stderr });
}
process.stdout.write(JSON.stringify(results));
