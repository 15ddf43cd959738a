/**
 * No function of ours is longer than MAX_LINES (docs/contributing.md#functions): a longer one is
 * split into parts a name can be given to. Test files are left out: a `describe` callback holds its
 * cases, and its length says nothing of the code's. Generated files are left out too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../..'));
const MAX_LINES = 80;
const FOLDERS = ['functions', 'shared', 'loader', 'infra', 'scripts', 'bench', 'test/support'];
const GENERATED = new Set(['clients/typescript/schema.ts']);

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts') && !GENERATED.has(path) ? [path] : [];
  });
}

const nameOf = (node: ts.Node, file: ts.SourceFile): string => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(file);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)))
    return parent.name.getText(file);
  return '(anonymous)';
};

/** Every function, method, constructor, arrow function and function expression longer than MAX_LINES, as `path:line name (N lines)`. */
function longFunctions(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push(`${path}:${first + 1} ${nameOf(node, file)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('function length', () => {
  it(`no function is longer than ${MAX_LINES} lines`, () => {
    expect(FOLDERS.flatMap(sources).flatMap(longFunctions)).toEqual([]);
  });
});
