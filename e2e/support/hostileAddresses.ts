import { exchange, type RawAnswer } from './rawHttp';
import { expect, test } from './fixtures';

/** The spec's routes under /suscripciones, and an address that is none of them. */
const specRoutes = ['/', '/checkout', '/payment', '/thanks', '/terms', '/privacy'] as const;
const everyRoute = [...specRoutes, '/no-such-page'];

/** A line break as an address can carry it: encoded in either case, one character of it, and encoded twice. */
const lineBreaks = ['%0D%0A', '%0d%0a', '%0A', '%0D', '%250D%250A'];
const injected = 'Set-Cookie:%20injected=1';

/**
 * Addresses that try to write a header line into an answer: a line break before a header in the path (with the
 * trailing slash that makes the server redirect, and without), and in the query, on every route.
 */
const hostileAddresses: string[] = everyRoute.flatMap((route) =>
  lineBreaks.flatMap((lineBreak) => {
    const path = route === '/' ? '/suscripciones' : `/suscripciones${route}`;
    return [
      `${path}${lineBreak}${injected}/`,
      `${path}/${lineBreak}${injected}/`,
      `${path}/${lineBreak}${injected}/?lang=es`,
      `${path}/${lineBreak}${injected}`,
      `${path}/?lang=es${lineBreak}${injected}`,
      `${path}?lang=es&urlredirect=${lineBreak}${injected}`,
    ];
  }),
);

/** Whether an address holds a line break that decodes once into a control character. */
const decodesToLineBreak = (address: string): boolean => /%0[da]/i.test(address.split('?')[0] ?? '');

/** The follow-up request on the same connection: its answer must be its own, the terms page. */
const followUp = '/suscripciones/terms?lang=en';

/**
 * Sends a hostile address and then an ordinary request on the same kept-alive connection, read as raw bytes: the
 * hostile answer is one answer with well-formed header lines and no header it did not mean to send, and the next
 * request gets its own answer (unless the server closed the connection after refusing).
 */
async function answersTo(port: number, address: string): Promise<{ hostile: RawAnswer; next: RawAnswer | undefined }> {
  const answers = await exchange(port, [address, followUp]);
  const [hostile, next, ...more] = answers;
  if (!hostile) throw new Error(`no answer to ${address}`);
  if (more.length > 0) throw new Error(`${answers.length} answers to 2 requests: ${address}`);
  const closed = hostile.headers.get('connection')?.some((value) => /close/i.test(value)) ?? false;
  if (!closed && !next) throw new Error(`the follow-up request got no answer after ${address}`);
  return { hostile, next };
}

const isPage = (answer: RawAnswer) => answer.body.toString('utf8').includes('data-runtime-config');
const pageLanguage = (answer: RawAnswer) => /<html lang="([a-z]+)"/.exec(answer.body.toString('utf8'))?.[1];

/**
 * What the server of the host (`npm start`'s Node server or nginx) answers to the addresses a visitor, a crawler,
 * a mistyped link or an attacker brings, read on the raw bytes. `headersOfEveryAnswer`: headers every answer of
 * this server carries, refusals and redirects included (nginx sends its security headers on all of them).
 */
export function describeHostAddresses(port: () => number, headersOfEveryAnswer: readonly string[] = []): void {
  test.describe('the spec’s routes are pages (200); any other address is the app’s 404 page with the status 404', () => {
    for (const [route, language] of specRoutes.flatMap((route) => ['es', 'en', 'pt'].map((language) => [route, language] as const))) {
      test(`${route}?lang=${language}`, async () => {
        const [answer] = await exchange(port(), [`/suscripciones${route}?lang=${language}`]);
        expect(answer?.status).toBe(200);
        expect(answer && isPage(answer)).toBe(true);
        expect(answer && pageLanguage(answer)).toBe(language);
      });
    }

    test('a route in another case is the page, as the router shows it', async () => {
      const [answer] = await exchange(port(), ['/suscripciones/Checkout?lang=es']);
      expect(answer?.status).toBe(200);
      expect(answer && isPage(answer)).toBe(true);
    });

    for (const [address, language] of [
      ['/suscripciones/no-such-page?lang=pt', 'pt'],
      ['/suscripciones/no-such-page', 'en'],
      ['/suscripciones/checkout/detail?lang=es', 'es'],
      ['/suscripciones/a/route/nobody/has?lang=en', 'en'],
      ['/suscripciones/index.html?lang=es', 'es'],
    ] as const) {
      test(address, async () => {
        const [answer] = await exchange(port(), [address]);
        expect(answer?.status).toBe(404);
        expect(answer && isPage(answer)).toBe(true);
        expect(answer && pageLanguage(answer)).toBe(language);
      });
    }

    test('a missing file is a plain 404, never the page (a script tag must not get HTML)', async () => {
      const [answer] = await exchange(port(), ['/suscripciones/main.0123456789.js']);
      expect(answer?.status).toBe(404);
      expect(answer && isPage(answer)).toBe(false);
    });
  });

  test.describe('security: no address writes a line into an answer’s headers (response splitting), read on the raw bytes', () => {
    for (const address of hostileAddresses) {
      test(address, async () => {
        const { hostile, next } = await answersTo(port(), address);
        expect([...hostile.headers.keys()].filter((name) => name === 'set-cookie' || name.includes('injected'))).toEqual([]);
        for (const name of headersOfEveryAnswer) expect(hostile.headers.get(name)).toHaveLength(1);
        // A line break that decodes into the path is refused; anything else is a page, a 404 or a redirect whose
        // Location keeps the address as it was sent (percent-encoded): a trailing slash taken off, or (on the local
        // stacks only) an address outside /suscripciones/ sent on to the portal's pages in dev-api.
        if (decodesToLineBreak(address)) expect(hostile.status).toBe(400);
        else expect([200, 301, 302, 404]).toContain(hostile.status);
        for (const location of hostile.headers.get('location') ?? []) expect(location).toMatch(/^(\/|http:\/\/localhost:\d+\/portal\/)suscripciones\S*$/);
        if (next) {
          expect(next.status).toBe(200);
          expect(pageLanguage(next)).toBe('en');
        }
      });
    }
  });
}
