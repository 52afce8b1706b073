/**
 * Helpers of the playground page that are not validation: share links, opened files, the input
 * limits, how the home page hands a paste over, and the "This didn't fix it" report (secret
 * masking is lib/masking).
 */
export * from './shareLink.ts';
export * from './shareLinkEncode.ts';
export * from './playgroundData.ts';
export * from './fileText.ts';
export * from './inputLimits.ts';
export * from './pasteHandoff.ts';
export * from './issueReport.ts';
