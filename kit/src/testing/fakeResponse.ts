/**
 * A network answer for jsdom tests (jsdom has no Response): what the code
 * under test reads of one, including that a body reads only once and can be
 * let go unread.
 */
export function fakeResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  let used = false;
  const read = async () => {
    if (used) throw new TypeError('Body is unusable: Body has already been read');
    used = true;
    return JSON.parse(text) as unknown;
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    get bodyUsed() {
      return used;
    },
    json: read,
    /** The stream's one method the code calls: letting an unread body go. */
    body: { cancel: () => Promise.resolve() },
    clone: () => fakeResponse(status, text),
  };
  return response as unknown as Response;
}
