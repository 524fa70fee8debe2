import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testPorts } from './env';

/**
 * The product as a buyer on a slow network receives it: a proxy in front of the test stack's host that passes
 * everything through, except that each document (a page's HTML) comes in pieces of `pieceBytes` with `pauseMs`
 * between them, from its `<body>` on. The browser parses and paints what has come while it waits for the rest, so
 * a page whose first HTML moves when later parts of it arrive shows its layout shift here on every load, where the
 * stack's one-piece answer shows it only when the parser happens to yield at that point.
 */
export interface DocumentInPieces {
  /** The proxy's address of a product path: `url('/?lang=pt')`. */
  url(path: string): string;
  close(): Promise<void>;
}

export async function serveDocumentsInPieces({ pieceBytes = 160, pauseMs = 25 } = {}): Promise<DocumentInPieces> {
  const forward = (incoming: IncomingMessage, reply: (upstream: IncomingMessage) => void) => {
    const headers = { ...incoming.headers, host: `localhost:${testPorts.host}` };
    // A document comes uncompressed, so that its pieces are the HTML's own bytes.
    if (incoming.headers['sec-fetch-dest'] === 'document') headers['accept-encoding'] = 'identity';
    const upstream = request({ host: 'localhost', port: testPorts.host, path: incoming.url, method: incoming.method, headers }, reply);
    incoming.pipe(upstream);
    return upstream;
  };
  /** A document: its head at once, then its body a piece at a time. */
  const inPieces = async (answer: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const html = Buffer.concat(chunks);
    const body = Math.max(0, html.indexOf('<body'));
    response.write(html.subarray(0, body));
    for (let start = body; start < html.length; start += pieceBytes) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (response.destroyed) return;
      response.write(html.subarray(start, start + pieceBytes));
    }
    response.end();
  };
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const upstream = forward(incoming, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      if (incoming.headers['sec-fetch-dest'] === 'document') inPieces(answer, response).catch(() => response.destroy());
      else answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://localhost:${port}/suscripciones${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
