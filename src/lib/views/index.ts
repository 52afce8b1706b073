/**
 * Pages and tables as data, for every renderer: the site's pages and components, the Markdown
 * twins and llms text (`src/lib/markdown/`), the CLI's `explain` and MCP's `explain_code`. Pure
 * functions of the registry; no Astro, no Markdown, no terminal.
 */
export { changesPage, type ChangesPageView, type ReleaseView } from './changesPage.ts';
export {
	differencesPage,
	type DeviationEntryView,
	type DifferencesPageView,
	type LaterCodesView,
} from './differencesPage.ts';
export {
	codeFacts,
	codePage,
	headingTitle,
	wrapperPage,
	type CodeFacts,
	type CodeNotices,
	type CodePageView,
	type Fact,
	type FactId,
	type Heading,
	type Placeholder,
	type RecoveryFacts,
	type RelatedGroup,
	type Replacement,
	type SurfaceLine,
	type WrapperPageView,
} from './codePage.ts';
export {
	doctorReport,
	fixWhenText,
	historySection,
	type CliRecoverySection,
	type ContractNoteSection,
	type ContractVsCliSection,
	type DeviationView,
	type DoctorReportView,
	type ExamplesSection,
	type FixView,
	type HistoryRow,
	type HistorySection,
	type SurfaceExampleView,
	type WhatToDoSection,
	type WhenItFiresSection,
	type WhereRaisedSection,
} from './codeSections.ts';
export {
	code,
	codeBlock,
	gapBefore,
	link,
	note,
	plainParts,
	rich,
	sub,
	text,
	type CodeBlock,
	type Fold,
	type Link,
	type Part,
} from './parts.ts';
export {
	quotedWordSegments,
	registryTable,
	registryTableNames,
	type Cell,
	type RegistryTableName,
	type RegistryTableView,
	type TableRow,
} from './registryTable.ts';
