// Preloaded (node --require) into the site's build during site-publishing.e2e.ts: resolves
// <project>.localhost to this machine, as browsers and systemd-resolved do (RFC 6761), so
// gatsby-source-sanity's client, which puts the project id in front of its API host, reaches the
// local Sanity fixture server. The container's resolver does not resolve such names.
const dns = require('node:dns');

const lookup = dns.lookup;
dns.lookup = function lookupLocalhostSubdomains(hostname, ...rest) {
  return lookup.call(dns, typeof hostname === 'string' && hostname.endsWith('.localhost') ? 'localhost' : hostname, ...rest);
};
