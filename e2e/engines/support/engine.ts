import type { Viewport } from '../../support/stack';

/**
 * What the journeys need of a browser, the same in every engine: Firefox is
 * driven by puppeteer-core over WebDriver BiDi and WebKit by selenium-webdriver
 * over WebKitWebDriver, neither of which playwright-core can drive from
 * Debian's packages. Selectors are CSS; expressions are JavaScript evaluated
 * in the page.
 */
export interface EnginePage {
  goto(url: string): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  /**
   * Waits, with the driver's own waiting, until the expression is true in the page (re-read after a navigation):
   * true once it is, false after `timeoutMs`.
   */
  waitFor(expression: string, timeoutMs: number): Promise<boolean>;
  /** A real click (scrolled into view first), as a buyer's. */
  click(selector: string): Promise<void>;
  /**
   * A real click on `selector` inside the open shadow root of the element `host` (a portal's
   * `<suscripciones-offers>`): neither engine's CSS locators go through a shadow root.
   */
  clickInShadow(host: string, selector: string): Promise<void>;
  /** Real key presses into the element. */
  type(selector: string, text: string): Promise<void>;
  /** Picks the option with this value in a <select>. */
  select(selector: string, value: string): Promise<void>;
  /** Uncaught errors and console errors of every page this tab showed so far (the test's own marks left out). */
  errors(): Promise<string[]>;
  /**
   * Everything the tab's pages reported before now has reached errors(): a mark logged last in the page, and waited
   * for until it is in (what a page reports arrives in order).
   */
  reportsIn(): Promise<void>;
  /** A PNG of the viewport (kept when a journey fails). */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A tab with empty storage, at this size. */
  open(viewport: Viewport): Promise<EnginePage>;
  quit(): Promise<void>;
}

/** The console error a tab logs as the mark of reportsIn, left out of errors(). */
export const reportsMark = 'suscripciones-journey-reports-in';
