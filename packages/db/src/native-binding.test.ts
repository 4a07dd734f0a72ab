import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { nativeBinding } from './native-binding';

describe('nativeBinding', () => {
  it("is better-sqlite3's built addon, which opens a database", () => {
    const file = nativeBinding();
    expect(file).toMatch(/better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/);
    expect(existsSync(file ?? '')).toBe(true);
    const db = new SQLite(':memory:', { nativeBinding: file });
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
