import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Migrations run while the previous release still serves (rolling deploys: new processes
 * migrate, old ones keep answering until they are replaced). A statement that breaks the old
 * code's queries must therefore come with a release plan (expand, migrate, contract) written
 * beside it as a marker comment:
 *
 *   -- expand-contract: <the plan: which release stops using it, which one drops it>
 *   ALTER TABLE "orders" DROP COLUMN "legacy_note";
 *
 * Refused without the marker: DROP of a table, column, type, view, schema, function, sequence
 * or default; any RENAME; SET NOT NULL; ADD COLUMN ... NOT NULL without a DEFAULT.
 * Relaxations are allowed bare (DROP NOT NULL, DROP CONSTRAINT, DROP INDEX): the
 * old code keeps working after them.
 */
export interface MigrationProblem {
  file: string;
  line: number;
  rule: string;
  statement: string;
}

const MARKER = /--[ \t]*expand-contract:[ \t]*\S[^\n]{9,}/i;

const RULES: { rule: string; test: (code: string) => boolean }[] = [
  {
    rule: 'DROP (table, column, type, view, schema, function, sequence or default)',
    test: (code) =>
      /\bDROP\s+(TABLE|COLUMN|TYPE|VIEW|MATERIALIZED\s+VIEW|SCHEMA|FUNCTION|SEQUENCE|DEFAULT)\b/.test(code) ||
      // `ALTER TABLE t DROP "column"`: COLUMN is optional in PostgreSQL.
      /\bALTER\s+TABLE\b.*\bDROP\s+(?!NOT\s+NULL\b|CONSTRAINT\b|IDENTITY\b|EXPRESSION\b)("|[A-Z_])/.test(
        code,
      ),
  },
  { rule: 'RENAME', test: (code) => /\bRENAME\b/.test(code) },
  { rule: 'SET NOT NULL', test: (code) => /\bSET\s+NOT\s+NULL\b/.test(code) },
  {
    rule: 'ADD COLUMN ... NOT NULL without DEFAULT',
    test: (code) =>
      /^ALTER\s+TABLE\b/.test(code) &&
      addedColumns(code).some((column) => /\bNOT\s+NULL\b/.test(column) && !/\bDEFAULT\b/.test(column)),
  },
];

/** Each `ADD [COLUMN] name type ...` action of an ALTER TABLE, up to the next action. */
function addedColumns(code: string): string[] {
  return code
    .split(/,\s*(?=(?:ADD|ALTER|DROP|RENAME|SET|VALIDATE)\b)/)
    .map(
      (action) =>
        /\bADD\s+(?:COLUMN\s+)?(?!CONSTRAINT\b|PRIMARY\b|UNIQUE\b|FOREIGN\b|CHECK\b)(.*)$/.exec(action)?.[1],
    )
    .filter((column): column is string => column !== undefined);
}

/**
 * The statements of a migration, each with the comments before it, split on semicolons outside
 * strings, quoted names and comments.
 */
export function splitStatements(sql: string): { text: string; line: number }[] {
  const statements: { text: string; line: number }[] = [];
  let start = 0;
  let index = 0;
  while (index < sql.length) {
    const char = sql[index]!;
    if (char === '-' && sql[index + 1] === '-') {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end;
    } else if (char === '/' && sql[index + 1] === '*') {
      const end = sql.indexOf('*/', index + 2);
      index = end === -1 ? sql.length : end + 2;
    } else if (char === "'" || char === '"') {
      let end = index + 1;
      while (end < sql.length && !(sql[end] === char && sql[end + 1] !== char))
        end += sql[end] === char ? 2 : 1;
      index = end + 1;
    } else if (char === ';') {
      statements.push({ text: sql.slice(start, index), line: lineAt(sql, start) });
      start = index + 1;
      index += 1;
    } else index += 1;
  }
  if (sql.slice(start).trim() !== '') statements.push({ text: sql.slice(start), line: lineAt(sql, start) });
  return statements;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The statement without comments and string contents, upper-cased and on one line. */
function codeOf(statement: string): string {
  return statement
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export function lintMigration(file: string, sql: string): MigrationProblem[] {
  const problems: MigrationProblem[] = [];
  for (const statement of splitStatements(sql)) {
    if (MARKER.test(statement.text)) continue;
    const code = codeOf(statement.text);
    for (const { rule, test } of RULES)
      if (test(code)) {
        const first = statement.text
          .split('\n')
          .findIndex((line) => line.trim() && !line.trim().startsWith('--'));
        problems.push({
          file,
          line: statement.line + Math.max(0, first),
          rule,
          statement: code.slice(0, 200),
        });
      }
  }
  return problems;
}

/** Every `.sql` file of a drizzle migrations folder. */
export function lintMigrationsFolder(folder: string): MigrationProblem[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => lintMigration(name, readFileSync(join(folder, name), 'utf8')));
}
