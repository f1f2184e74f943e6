import type { ExternalPage } from "../../layout/external-pages.js";

/** One footer page in one language: its title and its paragraphs. */
export interface ExternalPageText {
  title: string;
  paragraphs: readonly string[];
}
export type ExternalPageTexts = Record<ExternalPage, ExternalPageText>;
