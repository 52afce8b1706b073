/** Helpers of the playground page that are not validation: share links and secret masking. */
export * from './shareLink.ts';
export * from './maskSecrets.ts';
export * from './playgroundData.ts';
