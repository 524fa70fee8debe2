import { connect } from 'node:net';

/** One answer as read off the wire: the status line, each header line as sent, the body. */
export interface RawAnswer {
  status: number;
  headerLines: string[];
  /** Header values by lower-case name. */
  headers: Map<string, string[]>;
  body: Buffer;
}

/** What a header line must look like (RFC 9110 field name, a value without CR or LF). */
const headerLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[^\r\n]*$/;

/**
 * Reads the answers in `bytes` one after the other, exactly as a proxy reusing the connection would: a header
 * block ends at the first empty line, the body is Content-Length bytes or chunked. Throws on anything that is
 * not an answer where one must start, so a split answer (a header block ended early, a body taken for the
 * next answer) cannot be read as two good ones.
 */
function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) throw new Error(`an unfinished header block: ${JSON.stringify(bytes.subarray(at, at + 200).toString('latin1'))}`);
    const [statusLine = '', ...headerLines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3}) /.exec(statusLine);
    if (!status) throw new Error(`not a status line: ${JSON.stringify(statusLine)}`);
    const headers = new Map<string, string[]>();
    for (const line of headerLines) {
      if (!headerLine.test(line)) throw new Error(`not a header line: ${JSON.stringify(line)}`);
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
    }
    at = end + 4;
    let body: Buffer;
    if (headers.get('transfer-encoding')?.some((value) => /chunked/i.test(value))) {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', at);
        const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
        if (lineEnd < 0 || Number.isNaN(size)) throw new Error('a malformed chunk');
        at = lineEnd + 2;
        if (size === 0) {
          at = bytes.indexOf('\r\n', at) + 2;
          break;
        }
        chunks.push(bytes.subarray(at, at + size));
        at += size + 2;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers.get('content-length')?.[0] ?? 0);
      body = bytes.subarray(at, at + length);
      at += length;
    }
    answers.push({ status: Number(status[1]), headerLines, headers, body });
  }
  return answers;
}

/**
 * Sends GET requests with their paths exactly as written, one after the other on one kept-alive connection (the
 * last asks to close it), and reads the raw bytes of every answer: what a CDN or proxy that reuses connections to
 * the origin would get. A server that closes the connection after an answer leaves the later requests unanswered.
 */
export function exchange(port: number, paths: readonly string[], timeoutMs = 5_000): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no end of the answers within ${timeoutMs} ms`)), timeoutMs);
    socket.on('connect', () => {
      socket.write(
        paths
          .map((path, index) => `GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n${index === paths.length - 1 ? 'Connection: close\r\n' : ''}\r\n`)
          .join(''),
      );
    });
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseAnswers(Buffer.concat(received)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
