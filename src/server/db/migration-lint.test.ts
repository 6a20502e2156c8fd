import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { lintMigration, lintMigrationsFolder, splitStatements } from './migration-lint';

const fixture = (name: string) =>
  readFileSync(new URL(`./migration-lint-fixtures/${name}`, import.meta.url), 'utf8');
const rulesOf = (sql: string) => lintMigration('test.sql', sql).map((problem) => problem.rule);

describe('migration lint (safe for rolling deploys)', () => {
  it('passes every shipped migration (each risky statement carries its release plan)', () => {
    expect(lintMigrationsFolder(migrationsFolder)).toEqual([]);
  });

  it('catches a bare DROP COLUMN, naming the file and line', () => {
    expect(lintMigration('bare-drop-column.sql', fixture('bare-drop-column.sql'))).toEqual([
      {
        file: 'bare-drop-column.sql',
        line: 2,
        rule: expect.stringContaining('DROP') as string,
        statement: 'ALTER TABLE "ORDERS" DROP COLUMN "LEGACY_NOTE"',
      },
    ]);
  });

  it('accepts the same statement with a marker that states the plan, and not with an empty one', () => {
    const planned =
      '-- expand-contract: release 12 stopped reading legacy_note; release 13 drops it\nALTER TABLE "orders" DROP COLUMN "legacy_note";';
    expect(rulesOf(planned)).toEqual([]);
    expect(rulesOf('-- expand-contract:\nALTER TABLE "orders" DROP COLUMN "legacy_note";')).toHaveLength(1);
    // A marker covers its own statement only.
    expect(rulesOf(`${planned}\nDROP TABLE "carts";`)).toHaveLength(1);
  });

  it('refuses renames, SET NOT NULL, NOT NULL columns without a default, and drops', () => {
    expect(rulesOf('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toEqual(['RENAME']);
    expect(rulesOf('ALTER TABLE "a" RENAME TO "b";')).toEqual(['RENAME']);
    expect(rulesOf('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toEqual(['SET NOT NULL']);
    expect(rulesOf('ALTER TABLE "a" ADD COLUMN "b" integer NOT NULL;')).toEqual([
      'ADD COLUMN ... NOT NULL without DEFAULT',
    ]);
    expect(rulesOf('ALTER TABLE a ADD COLUMN b integer, ADD COLUMN c text NOT NULL;')).toHaveLength(1);
    expect(rulesOf('alter table a drop b;')).toHaveLength(1);
    expect(rulesOf('DROP TABLE IF EXISTS "a" CASCADE;')).toHaveLength(1);
    expect(rulesOf('ALTER TABLE "a" ALTER COLUMN "b" DROP DEFAULT;')).toHaveLength(1);
  });

  it('lets safe statements through: relaxations, defaults, new tables, words inside strings', () => {
    const safe = [
      'ALTER TABLE "a" ALTER COLUMN "b" DROP NOT NULL;',
      'ALTER TABLE "a" DROP CONSTRAINT "a_b_fk";',
      'DROP INDEX "a_b_idx";',
      'ALTER TABLE "a" ADD COLUMN "b" boolean DEFAULT false NOT NULL;',
      'ALTER TABLE "a" ADD COLUMN "b" jsonb;',
      'ALTER TABLE "a" ADD CONSTRAINT "a_b_check" CHECK ("b" IS NOT NULL) NOT VALID;',
      'CREATE TABLE "a" ("id" varchar(24) PRIMARY KEY NOT NULL, "b" text NOT NULL);',
      `UPDATE "a" SET "note" = 'please DROP TABLE; RENAME it' WHERE "b" IS NOT NULL;`,
      '-- DROP TABLE "a" was considered and rejected\nSELECT 1;',
    ];
    for (const sql of safe) expect(rulesOf(sql), sql).toEqual([]);
  });

  it('splits statements on semicolons outside strings and comments', () => {
    const statements = splitStatements(`SELECT ';';\n-- a; comment\nSELECT "x;y";`);
    expect(statements.map((statement) => statement.text.trim())).toEqual([
      "SELECT ';'",
      '-- a; comment\nSELECT "x;y"',
    ]);
  });
});
