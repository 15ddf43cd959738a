/**
 * The database roles the service connects as (migrations/0031_database_roles.sql): `api` for the
 * route functions (reads), `loader` for imports and the geography load (writes). The migrations
 * create them without a login; on AWS the migration function then gives each the password of its
 * own Secrets Manager secret, the one RDS Proxy authenticates it with (docs/deployment.md#database-roles).
 * From then on Secrets Manager's rotation owns the password: the migrations set it again only when
 * the secret's current value no longer logs in and no rotation is under way.
 */
import type { Sql } from 'postgres';

export const SERVICE_ROLES = ['api', 'loader'] as const;
export type ServiceRole = (typeof SERVICE_ROLES)[number];

/**
 * ALTER ROLE takes no bind parameters, so the password is written as a literal: single quotes
 * doubled, and refused outright if it holds a character that could end the statement otherwise
 * (a NUL or a backslash, which standard_conforming_strings makes literal but an old server would not).
 */
export function loginStatement(role: ServiceRole, password: string): string {
  if (!SERVICE_ROLES.includes(role)) throw new Error(`not a service role: ${role}`);
  if (password.length < 16 || /[\0\\]/.test(password))
    throw new Error(`the ${role} password must be 16 or more characters, without NUL or backslash`);
  return `alter role ${role} with login password '${password.replaceAll("'", "''")}'`;
}

/** A role's secret as the migrations see it: its current password, and whether a rotation is under way. */
export interface RoleSecret {
  password: string;
  /** the secret has a pending version that is not yet current: a rotation between its steps */
  rotating: boolean;
}

/**
 * What the migrations did to a role's login: `enabled` (the role could not log in yet, first
 * deploy), `kept` (the secret's password logs in), `reset` (it did not, and no rotation was under
 * way, so the secret's password was set), `rotating` (it did not, and a rotation is between
 * setting the new password and making it current: that rotation finishes the change).
 */
export type LoginOutcome = 'enabled' | 'kept' | 'reset' | 'rotating';

/**
 * Lets each role log in with its secret's password without undoing a rotation: the password is
 * written only when the role cannot log in yet, or when `logsIn` finds that the secret's current
 * password is refused and no rotation is under way. Run after every migration run.
 */
export async function enableLogins<S extends RoleSecret>(
  sql: Sql,
  secrets: Partial<Record<ServiceRole, S>>,
  logsIn: (secret: S) => Promise<boolean>,
): Promise<Partial<Record<ServiceRole, LoginOutcome>>> {
  const outcomes: Partial<Record<ServiceRole, LoginOutcome>> = {};
  for (const role of SERVICE_ROLES) {
    const secret = secrets[role];
    if (!secret) continue;
    outcomes[role] = await loginOutcome(sql, role, secret, logsIn);
    if (outcomes[role] === 'enabled' || outcomes[role] === 'reset') await sql.unsafe(loginStatement(role, secret.password));
  }
  return outcomes;
}

async function loginOutcome<S extends RoleSecret>(
  sql: Sql,
  role: ServiceRole,
  secret: S,
  logsIn: (secret: S) => Promise<boolean>,
): Promise<LoginOutcome> {
  const [found] = await sql<{ rolcanlogin: boolean }[]>`select rolcanlogin from pg_roles where rolname = ${role}`;
  if (!found) throw new Error(`the ${role} role does not exist: migrations/0031_database_roles.sql creates it`);
  if (!found.rolcanlogin) return 'enabled';
  if (await logsIn(secret)) return 'kept';
  return secret.rotating ? 'rotating' : 'reset';
}
