/**
 * A local HTTP server that answers like Arkesel's SMS API v2 (as its documentation shows):
 * POST /api/v2/sms/send with the `api-key` header and JSON `{sender, message, recipients}`.
 * It takes a message with 200 `{"status": "success", "data": [{"recipient", "id"}]}`; a wrong key
 * is 401 `{"status": "error", "message": "Unauthorized"}`. A test scripts the other answers per
 * recipient: an invalid number (422), an empty balance (402 "Insufficient balance"), a server
 * error (5xx) or no answer in time; and reads back the messages it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/** How the next request for a recipient is answered. */
export type ArkeselScript = 'invalid_number' | 'insufficient_balance' | { status: number } | { hangMs: number };

export interface FakeArkesel {
  /** Base URL to put in ARKESEL_BASE_URL. */
  url: string;
  apiKey: string;
  /** Messages taken (answered success), in order. */
  sent: Array<{ sender: string; message: string; recipients: string[] }>;
  /** Every request received, with its api-key header. */
  requests: Array<{ path: string; apiKey: string | undefined; body: unknown }>;
  /** Answers the next `times` (default 1) requests for `recipient` (as Arkesel writes it: '233…') so. */
  script(recipient: string, answer: ArkeselScript, times?: number): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeArkesel(): Promise<FakeArkesel> {
  const apiKey = `ark_test_${randomUUID().slice(0, 8)}`;
  const sent: FakeArkesel['sent'] = [];
  const requests: FakeArkesel['requests'] = [];
  const scripts = new Map<string, ArkeselScript[]>();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: { sender?: unknown; message?: unknown; recipients?: unknown } = {};
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        // answered below as a validation error
      }
      const key = req.headers['api-key'];
      requests.push({ path: req.url ?? '', apiKey: typeof key === 'string' ? key : undefined, body });
      if (req.method !== 'POST' || req.url !== '/api/v2/sms/send') return json(res, 404, { status: 'error', message: 'Not found' });
      if (key !== apiKey) return json(res, 401, { status: 'error', message: 'Unauthorized' });
      const recipients = Array.isArray(body.recipients) ? body.recipients.map(String) : [];
      if (typeof body.sender !== 'string' || typeof body.message !== 'string' || !recipients.length) {
        return json(res, 422, { status: 'error', message: 'The given data was invalid.' });
      }
      const queue = scripts.get(recipients[0]);
      const answer = queue?.shift();
      if (answer === 'invalid_number') return json(res, 422, { status: 'error', message: 'Invalid phone number' });
      if (answer === 'insufficient_balance') return json(res, 402, { status: 'error', message: 'Insufficient balance' });
      if (answer && 'status' in answer) return json(res, answer.status, { status: 'error', message: 'Server Error' });
      if (answer && 'hangMs' in answer) {
        hanging.add(res);
        setTimeout(() => {
          hanging.delete(res);
          if (!res.writableEnded) json(res, 200, { status: 'success', data: [] });
        }, answer.hangMs).unref();
        return undefined;
      }
      sent.push({ sender: body.sender, message: body.message, recipients });
      return json(res, 200, {
        status: 'success',
        data: recipients.map((recipient) => ({ recipient, id: randomUUID() })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    sent,
    requests,
    script(recipient, answer, times = 1) {
      const queue = scripts.get(recipient) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(answer);
      scripts.set(recipient, queue);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
