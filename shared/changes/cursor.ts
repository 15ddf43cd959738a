/**
 * Cursors: a feed position (change_events.pos, docs/changes.md#order) written opaquely. Clients
 * store one and send it back, never build one. Positions can exceed 2^53, so they travel as text.
 */
const DECIMAL = /^(0|[1-9]\d{0,18})$/;

export function encodeCursor(pos: string): string {
  return Buffer.from(`c${pos}`).toString('base64url');
}

/** The position a cursor names, or undefined when the text is not a cursor this API wrote. */
export function decodeCursor(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('latin1');
  return text.startsWith('c') && DECIMAL.test(text.slice(1)) ? text.slice(1) : undefined;
}

export function comparePositions(a: string, b: string): number {
  const d = BigInt(a) - BigInt(b);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}
