/**
 * `npm run admin:create -- --email E --name N`: the first admin (the owner), made from a terminal
 * on the server, since an admin can only be invited by another admin. Creates the account as an
 * admin, or makes an existing account an admin of every branch (its password unchanged).
 *
 * The password comes from ADMIN_PASSWORD or is typed at a hidden prompt, never from the command
 * line, where it would stay in the shell's history and show in the list of processes. The
 * database is the server's own (DATABASE_URL, else the embedded one in DATA_DIR), migrated first.
 * The embedded database must not be opened by two processes at once: with the server running,
 * this says so and changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import {
  EMAIL_PATTERN,
  messages,
  NAME_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
} from '@laundry-accra/domain/rules';
import { EMAIL_MAX, NAME_MAX } from '@laundry-accra/domain/schemas/fields';
import { ConfigError, loadConfig, ROOT_DIR, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { normalizeEmail } from '../modules/users/users.repository';
import { askHidden, PromptCancelled } from './hidden-prompt';

/** A problem the person running the command can fix; its message is all they need to read. */
export class AdminCreateError extends Error {
  constructor(
    message: string,
    /** 2 for a command typed wrong, 1 for anything else. */
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'AdminCreateError';
  }
}

const USAGE = 'Usage: npm run admin:create -- --email <email> --name <name>';

/** Why a password is never read from the command line, said when someone tries. */
export const PASSWORD_IN_ARGV =
  'The password is never taken from the command line (it would stay in the shell history and show in the process list). Set ADMIN_PASSWORD, or leave it unset to type the password when asked.';

/** What the embedded database answers when another process (the server) has it open. */
export const stopTheServerFirst = (dataDir: string) =>
  `The embedded database in ${shownPath(dataDir)} is in use by another process: stop the server first (Ctrl-C where npm start runs), then run this again. ` +
  'If the server is not running, it did not close the database cleanly: start it and stop it with Ctrl-C once.';

/** A directory as the person typed it: relative to the repository when inside it. */
const shownPath = (dir: string) => {
  const relative = path.relative(ROOT_DIR, dir);
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative || '.';
};

/** The account to make an admin, as given on the command line (trimmed, email lower-cased). */
export interface AdminAccount {
  email: string;
  name: string | undefined;
}

/** Reads `--email` and `--name`; refuses `--password` in any spelling, and anything unknown. */
export function parseAdminArgs(argv: string[]): AdminAccount {
  if (argv.some((arg) => /^--?p(assword)?(=|$)/i.test(arg)))
    throw new AdminCreateError(PASSWORD_IN_ARGV, 2);
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new AdminCreateError(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (values.email === undefined) throw new AdminCreateError(`--email is required.\n${USAGE}`, 2);
  const email = normalizeEmail(values.email);
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX) {
    throw new AdminCreateError(`${messages.signup.email.trim()}: "${values.email}".`, 2);
  }
  const name = values.name?.trim();
  if (name !== undefined && (!name || !NAME_PATTERN.test(name) || name.length > NAME_MAX)) {
    throw new AdminCreateError(
      `${messages.signup.name}: "${values.name}" must begin with a letter.`,
      2,
    );
  }
  return { email, name };
}

/** Checks a new password against the sign-up rule; throws its message when it fails. */
export function checkNewPassword(password: string): string {
  const fits =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    PASSWORD_PATTERN.test(password);
  if (!fits)
    throw new AdminCreateError(
      `${messages.signup.password} (8 to 25 characters: an uppercase and a lowercase letter, a digit and one of @$!%*?&).`,
    );
  return password;
}

/** The new admin's password: ADMIN_PASSWORD, else typed twice at a hidden prompt. */
async function newPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== '')
    return checkNewPassword(env.ADMIN_PASSWORD);
  if (!process.stdin.isTTY) {
    throw new AdminCreateError('No terminal to ask for the password in: set ADMIN_PASSWORD.');
  }
  const password = checkNewPassword(await askHidden('Password for the new admin: '));
  if ((await askHidden('The same password again: ')) !== password) {
    throw new AdminCreateError(messages.signup.password2);
  }
  return password;
}

/** Opens the server's database, or says why not in a sentence rather than a stack trace. */
async function openServersDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, poolSize: 1 });
    try {
      await database.ping();
    } catch (error) {
      await database.close().catch(() => {});
      throw new AdminCreateError(
        `Could not reach the database at DATABASE_URL: ${(error as Error).message}`,
      );
    }
    return database;
  }
  // PGlite does not lock its directory: it writes postmaster.pid while open and removes it on
  // close, but a second process would open the same files anyway and the two would corrupt them.
  if (fs.existsSync(path.join(config.dataDir, 'postmaster.pid'))) {
    throw new AdminCreateError(stopTheServerFirst(config.dataDir));
  }
  try {
    return await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    throw new AdminCreateError(
      `${stopTheServerFirst(config.dataDir)}\n(${(error as Error).message || String(error)})`,
    );
  }
}

/** What became of the account. */
export type AdminOutcome = 'created' | 'promoted' | 'already_admin';

/**
 * Makes the account with this email an admin of every branch, active; creates it (asking for
 * its password only then) when there is none.
 */
export async function makeAdmin(
  db: Db,
  account: AdminAccount,
  password: () => Promise<string>,
): Promise<{ outcome: AdminOutcome; name: string }> {
  const [existing] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      branchId: users.branchId,
      isActive: users.isActive,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email}`);
  if (existing) {
    if (existing.role === 'admin' && existing.branchId === null && existing.isActive) {
      return { outcome: 'already_admin', name: existing.name };
    }
    await db
      .update(users)
      .set({ role: 'admin', branchId: null, isActive: true, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    return { outcome: 'promoted', name: existing.name };
  }
  if (account.name === undefined) {
    throw new AdminCreateError(
      `There is no account with the email ${account.email}: give --name to create it.`,
      2,
    );
  }
  const passwordHash = await hashPassword(await password());
  await db
    .insert(users)
    .values({ name: account.name, email: account.email, passwordHash, role: 'admin' });
  return { outcome: 'created', name: account.name };
}

/** Runs the command; resolves with the process's exit code. */
export async function adminCreate(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let database: Database | undefined;
  try {
    const account = parseAdminArgs(argv);
    const config = loadConfig(env);
    console.log(
      config.databaseUrl
        ? 'Using the database at DATABASE_URL.'
        : `Using the embedded database in ${shownPath(config.dataDir)}.`,
    );
    database = await openServersDatabase(config);
    await database.migrate();
    const { outcome, name } = await makeAdmin(database.db, account, () => newPassword(env));
    const who = `${name} <${account.email}>`;
    console.log(
      {
        created: `Created the admin account ${who}. Sign in at ${config.publicUrl}/app/login.`,
        promoted: `${who} is now an admin of every branch (password unchanged).`,
        already_admin: `${who} is already an admin of every branch; nothing changed.`,
      }[outcome],
    );
    if (outcome !== 'created' && env.ADMIN_PASSWORD) {
      console.log(
        'ADMIN_PASSWORD was not used: an existing account keeps its password ("Forgot Password?" changes it).',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminCreateError) {
      console.error(error.message);
      return error.exitCode;
    }
    if (error instanceof ConfigError || error instanceof PromptCancelled) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

if (require.main === module) {
  adminCreate(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
