/**
 * A small SMTP server for tests, speaking RFC 5321 as a real one does, that keeps what it receives.
 */
import net from 'node:net';
import { listenNetServer, listenOnTestPort } from './local-ports';

/** One message as a mail server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A small SMTP server (RFC 5321's EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) that keeps what it
 * receives. With rejectRecipients it answers 550 to RCPT, as a server refusing a mailbox does
 * (permanent); with busyFor: n it answers 421 to the first n MAIL commands, as a busy or
 * restarting server does (try again later).
 */
export async function startSmtpServer(options: { rejectRecipients?: boolean; busyFor?: number } = {}) {
  const received: ReceivedMail[] = [];
  let busy = options.busyFor ?? 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let dataLines: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test server');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (dataLines) {
          if (line === '.') {
            received.push({ ...envelope, data: dataLines.join('\r\n') });
            envelope = { from: '', to: [], data: '' };
            dataLines = undefined;
            reply('250 2.0.0 OK queued');
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost greets you\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL' && busy > 0) {
          busy -= 1;
          reply('421 4.3.2 Service not available, try again later');
          socket.end();
        } else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients) reply('550 5.1.1 Mailbox unavailable');
          else {
            envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          dataLines = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [], data: '' };
          reply('250 2.0.0 OK');
        } else if (verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognised');
      }
    });
  });
  const port = await listenOnTestPort(listenNetServer(server));
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
