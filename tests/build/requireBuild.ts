import { existsSync } from 'node:fs';

// The tests of this folder read the built site; without one they would fail on a missing file.
if (!existsSync(new URL('../../dist/index.html', import.meta.url)))
	throw new Error('tests/build reads the build in dist/: run `npm run build` first.');
