import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	// This file sits in tests/; paths below are from the repository root.
	root: fileURLToPath(new URL('..', import.meta.url)),
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// Property-based tests and the 10 MB hostile inputs take longer than the default 5 s on 2 cores.
		testTimeout: 30_000,
	},
});
