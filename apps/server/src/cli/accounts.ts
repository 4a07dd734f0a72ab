import { createUserSchema, messages } from '@studio/contracts';
import { read } from 'read';
import { databaseExists, openDatabase } from '../database';
import { createServices, type Services } from '../services';
import { ServiceError, validate } from '../services/errors';
import { openStorage } from '../storage';
import { CliError, type CommandContext } from './output';

/**
 * A password from the terminal (typed, not shown) or, when standard input is not a terminal,
 * its first line: `printf '%s\n' "$PASSWORD" | pnpm admin:reset-password a@b.c`.
 */
async function askPassword(prompt: string): Promise<string> {
  if (process.stdin.isTTY) return read({ prompt, silent: true, replace: '*' });
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

/** The service layer over the site's database, for one command; refusals become one line. */
async function withServices<T>(
  { config, log }: CommandContext,
  work: (services: Services) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(config, log);
  const storage = await openStorage(config.storage);
  try {
    return await work(createServices({ database, storage, config, log }));
  } catch (error) {
    if (error instanceof ServiceError) throw new CliError(error.message);
    throw error;
  } finally {
    storage.close();
    await database.close();
  }
}

export async function createAdmin(context: CommandContext): Promise<void> {
  const [email, given] = context.args;
  if (!email) throw new CliError('usage: create-admin <email> [password]');
  const password = given ?? (await askPassword('Password for the new administrator: '));
  const input = { email, password, role: 'admin' };
  // Refused before the database is opened: a mistyped command creates no data folder.
  try {
    validate(createUserSchema, input);
  } catch (error) {
    throw error instanceof ServiceError ? new CliError(error.message) : error;
  }
  const user = await withServices(context, (services) => services.users.add(input));
  console.log(`administrator ${user.email} created`);
}

export async function resetPassword(context: CommandContext): Promise<void> {
  const [email] = context.args;
  if (!email) throw new CliError('usage: reset-password <email>');
  const { config } = context;
  if (!databaseExists(config)) {
    throw new CliError(`no database at ${config.databaseFile}: no accounts (check DATA_DIR)`);
  }
  const { user, revokedTokens } = await withServices(context, async (services) => {
    await services.users.find(email);
    return services.users.setPassword({
      email,
      password: await askPassword(`New password for ${email}: `),
    });
  });
  const tokens =
    revokedTokens > 0 ? ` and ${messages.apiTokens.counted(revokedTokens)} revoked` : '';
  console.log(
    `password of ${user.email} changed; every session of that account was signed out${tokens}`,
  );
}

export async function resetTwoFactor(context: CommandContext): Promise<void> {
  const [email] = context.args;
  if (!email) throw new CliError('usage: reset-2fa <email>');
  const { config } = context;
  if (!databaseExists(config)) {
    throw new CliError(`no database at ${config.databaseFile}: no accounts (check DATA_DIR)`);
  }
  const reset = await withServices(context, (services) => services.twoFactor.reset(email));
  console.log(
    `two-factor sign-in of ${reset.email} ${reset.wasOn ? 'turned off' : 'was not on'}; every session of that account was signed out`,
  );
}
