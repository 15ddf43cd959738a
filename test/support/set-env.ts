import { reloadConfig } from '../../shared/platform/config.ts';

/** Sets (or, with undefined, removes) an environment variable and has the configuration read again. */
export function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  reloadConfig();
}
