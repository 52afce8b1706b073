#!/usr/bin/env node
// Launcher of the error-playbook CLI. The CLI is TypeScript run directly by Node's type
// stripping: on by default from Node 22.18 / 23.6, behind a flag from 22.12 on. This file stays
// plain JavaScript so that it can say so on an older Node instead of failing with a syntax error.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
	process.stderr.write(
		`error-playbook: needs Node.js 22.12 or newer; this is ${process.version}. In the project, run it with npx error-playbook (Node 24 from node_modules).\n`,
	);
	process.exit(2);
}

if (process.features.typescript) {
	// Half of a start is stripping the types of ~100 modules; Node's compile cache (in the system's
	// temporary folder, keyed by each file's content) keeps the stripped code and V8's bytecode, so
	// a start after the first costs a third of the CPU (0.86 → 0.33 s).
	module.enableCompileCache?.();
	await import('./main.ts');
} else if (process.execArgv.includes('--experimental-strip-types')) {
	process.stderr.write(
		`error-playbook: this Node.js (${process.version}) cannot run TypeScript files.\n`,
	);
	process.exit(2);
} else {
	// Node 22.12–22.17: type stripping exists but is off. Run again with it on, quietly.
	const child = spawnSync(
		process.execPath,
		[
			'--experimental-strip-types',
			'--disable-warning=ExperimentalWarning',
			fileURLToPath(import.meta.url),
			...process.argv.slice(2),
		],
		{ stdio: 'inherit' },
	);
	process.exit(child.status ?? 2);
}
