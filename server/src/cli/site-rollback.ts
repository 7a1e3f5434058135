/**
 * `npm run site:rollback`: serves the previous build of the public site again, at once (the
 * server reads the site through the live link, so no restart is needed). Run it again to go back
 * to the build that was live before. Needs SITE_BUILDS_DIR, as the server does.
 */
import { ConfigError, loadConfig } from '../config';
import { liveBuildId, rollback } from '../modules/site/site-directory';

function main(): number {
  let dir: string;
  try {
    const config = loadConfig();
    if (!config.siteBuilder) {
      console.error('SITE_BUILDS_DIR is not set: this server does not build the site itself, so there is nothing to roll back here.');
      return 2;
    }
    dir = config.siteBuilder.dir;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const before = liveBuildId(dir);
  try {
    const { live } = rollback(dir);
    console.log(`The site is served from build ${live} again (it was ${before}). Run this again to undo.`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

process.exitCode = main();
