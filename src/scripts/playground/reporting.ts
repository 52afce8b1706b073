/**
 * What only the "This didn't fix it" report needs: its builder and the masking of secrets, fetched
 * when the first fix is shown (fixPanel.ts), so that the way to the first verdict does not carry them.
 */
export { issueReport } from '../../lib/playground/index.ts';
