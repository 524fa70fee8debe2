import type { Language } from '@suscripciones/shared';

/** One numbered (or named) part of a legal document; `id` is its anchor. */
export interface LegalSection {
  /** Anchor of the section: stable across languages, used in `#id` links. */
  id: string;
  title: string;
  paragraphs: string[];
  /** An optional bulleted list shown after the paragraphs. */
  items?: string[];
}

/** A legal page in one language; every visible text lives here. */
export interface LegalDocument {
  title: string;
  /** Label of the "last updated" line, e.g. "Last updated:". */
  updatedLabel: string;
  /** The date as readers see it in this language. */
  updated: string;
  /** The same date in ISO 8601 (YYYY-MM-DD), for `<time dateTime>`. */
  updatedIso: string;
  /** Accessible name of the table of contents. */
  tocLabel: string;
  intro?: string;
  sections: LegalSection[];
}

/**
 * One document per interface language. A `Record` over the closed language
 * union, so a missing (or unknown) language fails the type check.
 */
export type LocalisedLegalDocument = Record<Language, LegalDocument>;
