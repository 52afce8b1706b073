/** The one reader of `content/docs/` (Node only): page files, their text and frontmatter. */
export {
	docFiles,
	docsRoot,
	frontmatterField,
	guideFiles,
	guideSections,
	splitFrontmatter,
	type GuideFile,
	type SplitPage,
} from './guideFiles.ts';
