import type { AstroIntegration } from 'astro';

/**
 * Keeps the small browser-safe helpers that several page scripts share out of the playground's
 * engine chunk. Left alone, Rolldown places `suggestCodes` (`src/lib/codeNames`) and the i18n
 * helpers in the chunk that holds the validation engine (~21 KB gzip), and the 404 page, the home
 * page and the search hints, which need a few hundred bytes of it, would load all of it. The rest
 * of `resolveCode` stays with the pages that use it: the playground never loads it.
 */
const pureLib = /[\\/]src[\\/]lib[\\/](engine|i18n|site|playground|codeNames)[\\/]/;
/**
 * The engine's door (`index.ts`) and the module it loads for its effect (`messages/allLanguages.ts`,
 * which adds every language to the engine): the pages' build-time code imports the door for retry
 * advice and never names what that module exports, so as pure modules both would be dropped and
 * the build would stop at "The engine's en messages are not loaded". The browser never imports
 * either (tests/unit/architecture/layers.test.ts).
 */
const loadedForItsEffect = /[\\/]src[\\/]lib[\\/]engine[\\/](index|messages[\\/]allLanguages)\.ts$/;

export function sharedChunks(): AstroIntegration {
	return {
		name: 'error-playbook:shared-chunks',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({
					vite: {
						build: {
							rolldownOptions: {
								// src/lib is pure: importing one of its modules for one function must not
								// keep the others its folder's index.ts re-exports. The registry stays as it
								// is (it validates the registry when loaded, and is never bundled for browsers).
								treeshake: {
									moduleSideEffects: (id: string) =>
										pureLib.test(id) && !loadedForItsEffect.test(id) ? false : undefined,
								},
								output: {
									codeSplitting: {
										groups: [
											{
												name: 'suggest',
												test: /[\\/]src[\\/]lib[\\/]codeNames[\\/]suggestCodes\.ts$/,
											},
											{ name: 'i18n', test: /[\\/]src[\\/]lib[\\/]i18n[\\/]/ },
										],
									},
								},
							},
						},
					},
				});
			},
		},
	};
}
