import type { Logger } from 'pino';
import type { Config } from '../config';

/** What every command is given. */
export interface CommandContext {
  config: Config;
  log: Logger;
  /** The command's own arguments. */
  args: string[];
  /** The named options (`copy --from … --to …`). */
  options: { from?: string; to?: string };
}

/** A refusal the operator can act on: printed as one line, without a stack trace. */
export class CliError extends Error {}
