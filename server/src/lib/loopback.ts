/**
 * This machine only: whether a listen address or a client's address is the loopback interface,
 * the one rule the listening default, the start warning and the dev outbox all read.
 */

/** True for `localhost`, 127.0.0.0/8 (also IPv4-mapped, `::ffff:127.0.0.1`) and `::1`. */
export function isLoopback(hostOrAddress: string): boolean {
  const host = hostOrAddress.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);
}
