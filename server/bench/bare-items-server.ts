/**
 * The benchmark's yardstick: a bare node:http server answering every request with the items page
 * (read once from the file named in BENCH_ITEMS_FILE) straight from memory. Run as its own
 * process so it does not share an event loop with the load generator.
 */
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.BENCH_ITEMS_FILE!);
const port = Number(process.env.PORT);

http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
