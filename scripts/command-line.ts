/**
 * The command lines of the npm scripts: a mistyped one (an unknown option, an option without its
 * value, a stray argument) is told in one line with the usage and exit code 2, not a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** A command line that cannot be run as typed. */
export class UsageError extends Error {}

/** parseArgs, its errors a UsageError whose message ends with `usage`. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    if (!String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) throw err;
    throw new UsageError(`${(err as Error).message}\n${usage}`, { cause: err });
  }
}

/** For a script's top level: parseCommandLine, a UsageError printed and the process ended with code 2. */
export function commandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseCommandLine(config, usage);
  } catch (err) {
    return usageExit(err);
  }
}

/** Prints a UsageError's message and exits with code 2; rethrows anything else. */
export function usageExit(err: unknown): never {
  if (!(err instanceof UsageError)) throw err;
  console.error(err.message);
  process.exit(2);
}
