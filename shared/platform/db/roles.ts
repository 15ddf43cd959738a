/**
 * The database roles the service connects as (migrations/0031_database_roles.sql): `api` for the
 * route functions (reads), `loader` for imports and the geography load (writes). The migrations
 * create them without a login; on AWS the migration function then gives each the password of its
 * own Secrets Manager secret, the one RDS Proxy authenticates it with (docs/deployment.md#database-roles).
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

/** Lets each role log in with its password (idempotent: run after every migration run). */
export async function enableLogins(sql: Sql, passwords: Partial<Record<ServiceRole, string>>): Promise<ServiceRole[]> {
  const enabled: ServiceRole[] = [];
  for (const role of SERVICE_ROLES) {
    const password = passwords[role];
    if (!password) continue;
    await sql.unsafe(loginStatement(role, password));
    enabled.push(role);
  }
  return enabled;
}
