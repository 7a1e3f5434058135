/**
 * `npm run caddy:site -- [siteDir] [outFile]` (or `node server/dist/site-caddy.js …` where only
 * the compiled server is installed): writes the Caddyfile snippets deploy/Caddyfile imports to
 * serve a built site the way the server itself does (plugins/site.ts): each page with its own
 * Content-Security-Policy (its inline scripts' hashes), its section's Permissions-Policy, helmet's
 * headers (decision 007), the same Cache-Control rules, and the client-only app and console
 * shells. Everything comes from the server's own code and the build's HTML, so the balancer's
 * headers cannot drift from the server's; run it after every build of the site, then
 * `caddy reload` (docs/decisions/040-production-layout-behind-caddy.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, siteThirdPartiesOf } from '../config';
import {
  ADDRESS_FORM,
  API_POLICY,
  documentPolicy,
  permissionsPolicy,
  sectionOf,
} from '../plugins/content-security-policy';
import { helmetHeaders, helmetPolicy } from '../plugins/security-headers';
import { SITE_CACHE_RULES, SITE_DEFAULT_CACHE_CONTROL } from '../plugins/site';
import { scanSite } from '../plugins/site-inline-scripts';

/** A Caddyfile token in double quotes (the values hold single and double quotes, never backslashes). */
const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/**
 * A JavaScript regular expression as RE2 (Go) reads it, safe from Caddy's placeholders: a
 * repetition `{16,}` would read as a placeholder, so it is spelled out.
 */
function re2(pattern: RegExp): string {
  return pattern.source
    .replace(
      /(\[[^\]]+\]|\\.|.)\{(\d+),\}/g,
      (_whole, atom: string, times: string) => `${atom.repeat(Number(times))}${atom}*`,
    )
    .replace(/\\\//g, '/');
}

/** The client-only section's page the server sends for its paths with no page of their own. */
function shellOf(siteDir: string, section: 'app' | 'ops'): string | undefined {
  return [`${section}/[...]/index.html`, `${section}/index.html`].find((file) =>
    fs.existsSync(path.join(siteDir, file)),
  );
}

/** The Caddyfile snippets for the site built in `siteDir`. */
export function siteCaddySnippets(
  siteDir: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const scanned = scanSite(siteDir);
  const thirdParties = siteThirdPartiesOf(env);
  const helmet = helmetHeaders(helmetPolicy(true));
  const lines: string[] = [
    `# Written by server/src/cli/site-caddy.ts from ${siteDir}`,
    `# (build ${fs.existsSync(path.join(siteDir, '.build-stamp')) ? fs.readFileSync(path.join(siteDir, '.build-stamp'), 'utf8').trim() : 'unstamped'}).`,
    '# Do not edit: run it again after each build of the site, then reload Caddy.',
    '',
    "# helmet's headers, as every answer of the server carries them (decision 007).",
    '(security_headers) {',
    '\theader {',
    ...Object.entries(helmet).map(([name, value]) => `\t\t${name} ${quoted(value)}`),
    '\t\t-Server',
    '\t}',
    '}',
    '',
    '# An answer that is not a page (the API refusing, with every copy down): nothing loads, nothing frames it.',
    '(api_answer_headers) {',
    '\timport security_headers',
    '\theader {',
    `\t\tContent-Security-Policy ${quoted(API_POLICY)}`,
    `\t\tPermissions-Policy ${quoted(permissionsPolicy('none'))}`,
    '\t}',
    '}',
    '',
    '# Each page its policies (its inline scripts by hash, and every Head script of the build);',
    '# every other file the policy of an answer that is not a page. Matched on the file served.',
    '(site_pages) {',
    '\tmap {path} {site_csp} {site_permissions} {',
  ];
  for (const [file, own] of [...scanned.pages].sort(([a], [b]) => a.localeCompare(b))) {
    const section = sectionOf(file);
    const policy = documentPolicy({
      section,
      scriptHashes: [...new Set([...own, ...scanned.head])],
      thirdParties,
    });
    lines.push(`\t\t${quoted(`/${file}`)} ${quoted(policy)} ${quoted(permissionsPolicy(section))}`);
  }
  lines.push(
    `\t\tdefault ${quoted(API_POLICY)} ${quoted(permissionsPolicy('none'))}`,
    '\t}',
    '\theader Content-Security-Policy {site_csp}',
    '\theader Permissions-Policy {site_permissions}',
    "\t# Geolocation in the address form's document only ('Use my location'), matched on the address asked for.",
    `\t@address_form expression {http.request.orig_uri.path}.matches(${quoted(ADDRESS_FORM.source.replace(/\\\//g, '/'))})`,
    `\theader @address_form Permissions-Policy ${quoted(permissionsPolicy('address-form'))}`,
    '\t# Cache-Control: the first rule that matches wins, so the rules are set last to first.',
    `\theader Cache-Control ${quoted(SITE_DEFAULT_CACHE_CONTROL)}`,
  );
  [...SITE_CACHE_RULES].reverse().forEach((rule, index) => {
    const name = `cache_rule_${SITE_CACHE_RULES.length - index}`;
    lines.push(
      `\t@${name} path_regexp ${quoted(re2(rule.pattern))}`,
      `\theader @${name} Cache-Control ${quoted(rule.cacheControl)}`,
    );
  });
  lines.push(
    '}',
    '',
    "# The customer app's and the staff console's paths with no page of their own get their section's shell.",
    '(site_shells) {',
  );
  for (const section of ['app', 'ops'] as const) {
    const shell = shellOf(siteDir, section);
    if (!shell) continue;
    lines.push(
      `\t@${section}_shell {`,
      `\t\tpath /${section} /${section}/*`,
      '\t\tnot file',
      '\t}',
      `\trewrite @${section}_shell ${quoted(`/${shell}`)}`,
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

function main(): number {
  const siteDir = path.resolve(ROOT_DIR, process.argv[2] || 'public');
  const out = process.argv[3];
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`No built site in ${siteDir}: run \`npm run build\` first.`);
    return 1;
  }
  const snippets = siteCaddySnippets(siteDir);
  if (!out) {
    process.stdout.write(snippets);
    return 0;
  }
  // Written beside, then renamed: a Caddy reloading at that moment reads the old file or the new.
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(`${out}.tmp`, snippets);
  fs.renameSync(`${out}.tmp`, out);
  console.log(`Wrote the site's Caddy snippets for ${siteDir} to ${out}.`);
  return 0;
}

process.exitCode = main();
