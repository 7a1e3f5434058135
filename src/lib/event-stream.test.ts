/**
 * @jest-environment node
 */
// The reader runs on the browser's fetch streams, which Node has and jsdom lacks.
import { EventStreamParser, followEventStream, reconnectDelay, type StreamFetch } from './event-stream';

it('parses events split across chunks, with ids, types, comments and multi-line data', () => {
  const parser = new EventStreamParser();
  expect(parser.push(': connected\n\nid: 7\nda')).toEqual([]);
  expect(parser.push('ta: {"kind":"status"}\n\n')).toEqual([{ type: 'message', data: '{"kind":"status"}', lastEventId: '7' }]);
  expect(parser.push('event: reload\r\ndata: a\r\ndata: b\r\n\r\nretry: 5000\n\n')).toEqual([
    { type: 'reload', data: 'a\nb', lastEventId: '7' },
  ]);
  expect(parser.lastEventId).toBe('7');
  expect(parser.retry).toBe(5000);
});

it('waits 1 s, doubling to 30 s, or longer if the server asks', () => {
  expect([0, 1, 2, 5, 9].map((attempt) => reconnectDelay(attempt, undefined))).toEqual([1000, 2000, 4000, 30000, 30000]);
  expect(reconnectDelay(0, 5000)).toBe(5000);
});

/** Resolves once `check` holds, asking again every few milliseconds (5 s at most). */
async function until(check: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A response whose body streams the given chunks, then ends. */
function streamOf(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return { ok: true, status: 200, body };
}

it('sends the bearer token, and reconnects after a drop with Last-Event-ID', async () => {
  const calls: Record<string, string>[] = [];
  const answers = [streamOf(['id: 41\ndata: {}\n\n']), streamOf(['id: 42\ndata: {}\n\n'])];
  const fetch: StreamFetch = async (_url, init) => {
    calls.push(init.headers);
    const answer = answers.shift();
    if (!answer) return new Promise(() => undefined); // the third connection stays open
    return answer;
  };
  const seen: string[] = [];
  const opens: boolean[] = [];
  const stop = followEventStream({
    url: 'http://api.test/api/ops/events/',
    token: () => 'token-1',
    fetch,
    wait: () => 0,
    onEvent: (event) => seen.push(event.lastEventId),
    onOpen: (again) => opens.push(again),
  });
  // The third connection is the one that stays open: both drops have been handled by then.
  await until(() => calls.length === 3);
  stop();
  expect(seen).toEqual(['41', '42']);
  expect(opens).toEqual([false, true]);
  expect(calls[0]).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer token-1' });
  expect(calls[1]['Last-Event-ID']).toBe('41');
  expect(calls[2]['Last-Event-ID']).toBe('42');
});

it('refreshes the token on a 401 and stops when the session is over', async () => {
  let calls = 0;
  const fetch: StreamFetch = async () => {
    calls += 1;
    return { ok: false, status: 401, body: null };
  };
  const refused = jest.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
  // Resolves once the second refresh has failed: the stream has stopped by then.
  const stopped = new Promise<void>((resolve) => {
    const onUnauthorized = async () => {
      const again = await refused();
      if (!again) setTimeout(resolve, 0);
      return again;
    };
    followEventStream({ url: 'http://api.test/api/ops/events/', token: () => null, fetch, wait: () => 0, onEvent: jest.fn(), onUnauthorized });
  });
  await stopped;
  expect(refused).toHaveBeenCalledTimes(2);
  expect(calls).toBe(2);
});
