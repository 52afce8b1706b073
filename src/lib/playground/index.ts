/** Helpers of the playground page that are not validation: share links, secret masking, opened files. */
export * from './shareLink.ts';
export * from './maskSecrets.ts';
export * from './playgroundData.ts';
export * from './fileText.ts';
