import { describe, expect, it } from 'vitest';
import { loginStatement } from '../../../../../shared/platform/db/roles.ts';

describe('loginStatement', () => {
  it.each([
    ['api', 'A1b2C3d4E5f6G7h8', "alter role api with login password 'A1b2C3d4E5f6G7h8'"],
    ['loader', "it's-a-long-password", "alter role loader with login password 'it''s-a-long-password'"],
  ] as const)('%s with %s', (role, password, statement) => {
    expect(loginStatement(role, password)).toBe(statement);
  });

  it.each([
    ['postgres', 'A1b2C3d4E5f6G7h8', /not a service role/],
    ['api', 'short', /16 or more/],
    ['api', 'sixteen-chars-and\\', /without NUL or backslash/],
    ['api', 'sixteen-chars-and\0', /without NUL or backslash/],
  ])('refuses %s with %j', (role, password, error) => {
    expect(() => loginStatement(role as 'api', password)).toThrow(error);
  });
});
