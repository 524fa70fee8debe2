// The landing's first view with call 1's offers in it, as the offers job
// writes it (offersJob.tsx) beside the build's own first view in the landing
// deployment's fragments/ folder: `landing-offers.<language>.html`. The server
// that serves the host inserts it where it is, the build's
// `landing.<language>.html` (the offers' placeholders) where it is not
// (scripts/stack/hostPage.mjs, scripts/prod/hostPages.mjs): the Node servers
// import the one definition (through tsx).
export const offersFragmentFile = (language: string): string => `landing-offers.${language}.html`;
