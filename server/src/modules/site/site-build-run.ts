/**
 * One build of the public site: the build command writes the site into a fresh directory
 * ($SITE_BUILD_OUTPUT), its pages are checked, and only then is it made live; anything short of
 * that leaves the live site as it was and answers why, with the end of the build's output.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ChangedPost } from '@laundry-accra/domain/site-builds';
import { freshBuildDir, prune, switchLive } from './site-directory';
import { smokeCheck, type PageCheck } from './smoke-check';

/** How the server builds the site (SITE_BUILDS_DIR and the settings beside it). */
export interface SiteBuilderSettings {
  /** The directory of builds and the live link (site-directory.ts). */
  dir: string;
  /** A shell command that writes the built site into $SITE_BUILD_OUTPUT. */
  command: string;
  /** Where the command runs: the project checkout, whose Gatsby cache makes the next build incremental. */
  sourceDir: string;
  /** A build still running after this is stopped and failed. */
  timeoutMs: number;
  /**
   * Where the build reads prices and packages (CATALOGUE_API_URL; by default this server's own
   * API), so a back-office change reaches the static pages at the next build.
   */
  catalogueApiUrl?: string;
}

/** What came of a build. */
export interface BuildOutcome {
  ok: boolean;
  /** Why it failed, in one line. */
  error?: string;
  logTail: string;
  pages: PageCheck[];
}

/** How much of the build's output is kept: the end is where a failure says what went wrong. */
export const LOG_TAIL_LINES = 60;
const LOG_TAIL_CHARS = 8000;
/** Output is trimmed to this while it streams, so a chatty build cannot fill the memory. */
const LOG_BUFFER_CHARS = 64 * 1024;

/** The last lines of `text`, at most LOG_TAIL_LINES lines and LOG_TAIL_CHARS characters. */
export function tailOf(text: string): string {
  const lines = text.replace(/\r/g, '').trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
  return lines.length > LOG_TAIL_CHARS ? lines.slice(-LOG_TAIL_CHARS) : lines;
}

/** Runs the command (in its own process group, so a stop ends Gatsby's workers too). */
function runCommand(
  settings: SiteBuilderSettings,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
): Promise<{ code: number | null; reason?: string; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(settings.command, { cwd: settings.sourceDir, env, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const append = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > LOG_BUFFER_CHARS) output = output.slice(-LOG_BUFFER_CHARS / 2);
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    let reason: string | undefined;
    const stop = (why: string) => {
      reason = why;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => stop(`The build took longer than ${Math.round(settings.timeoutMs / 1000)} s and was stopped.`), settings.timeoutMs);
    const onAbort = () => stop('The build was stopped because the server shut down.');
    signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => append(Buffer.from(`\n${error.message}\n`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve({ code, reason, output });
    });
  });
}

/**
 * Builds build `id` into a fresh directory, checks it and makes it live; older builds but the
 * previous one are deleted. A failed build's directory is deleted too.
 */
export async function runSiteBuild(
  settings: SiteBuilderSettings,
  id: string,
  changedPosts: readonly ChangedPost[],
  signal: AbortSignal,
): Promise<BuildOutcome> {
  const output = freshBuildDir(settings.dir, id);
  const fail = (error: string, log: string, pages: PageCheck[] = []): BuildOutcome => {
    fs.rmSync(output, { recursive: true, force: true });
    return { ok: false, error, logTail: tailOf(log), pages };
  };

  const env = {
    ...process.env,
    ...(settings.catalogueApiUrl ? { CATALOGUE_API_URL: settings.catalogueApiUrl } : {}),
    SITE_BUILD_OUTPUT: output,
    SITE_BUILD_ID: id,
  };
  const run = await runCommand(settings, env, signal);
  if (run.reason) return fail(run.reason, run.output);
  if (run.code !== 0) return fail(`The build command failed (exit code ${run.code}).`, run.output);
  if (!fs.existsSync(path.join(output, 'index.html'))) {
    return fail('The build finished but wrote no site (no index.html in $SITE_BUILD_OUTPUT).', run.output);
  }

  const check = await smokeCheck(output, changedPosts);
  const report = check.pages.map((page) => `${page.ok ? 'ok  ' : 'FAIL'} ${page.path} ${page.status}${page.problem ? `: ${page.problem}` : ''}`);
  const log = `${run.output}\n\nSmoke check:\n${report.join('\n')}`;
  if (!check.ok) {
    const first = check.pages.find((page) => !page.ok)!;
    return fail(`The new site failed its check: ${first.path} ${first.problem}.`, log, check.pages);
  }
  if (signal.aborted) return fail('The build was stopped because the server shut down.', log, check.pages);

  switchLive(settings.dir, id);
  prune(settings.dir);
  return { ok: true, logTail: tailOf(log), pages: check.pages };
}
