import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';
import { openDatabase } from './db';

// issue #12 item 9: the SQLite file (password hashes, personal data) and the generated JWT secret
// are readable by their owner only, whatever the umask of the process.
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
let previousUmask: number | undefined;
afterEach(() => {
  if (previousUmask !== undefined) process.umask(previousUmask);
  previousUmask = undefined;
});

function freshDataDir(): string {
  return path.join(os.tmpdir(), `portal-files-${process.pid}-${Math.random().toString(36).slice(2)}`, 'data');
}

describe('#12.9 data files readable by the owner only', () => {
  it('#12.9 the SQLite file, its WAL files and the generated secret are created mode 0600 under umask 022', async () => {
    previousUmask = process.umask(0o022);
    const dataDir = freshDataDir();
    const handle = openDatabase({ dataDir });
    try {
      await handle.db.schema.createTable('probe').addColumn('id', 'integer').execute();
      await handle.db
        .insertInto('probe' as never)
        .values({ id: 1 } as never)
        .execute();
      const file = path.join(dataDir, 'portal.sqlite');
      expect(modeOf(file)).toBe(0o600);
      for (const extra of [`${file}-wal`, `${file}-shm`]) if (fs.existsSync(extra)) expect(modeOf(extra)).toBe(0o600);
      expect(modeOf(dataDir) & 0o077).toBe(0);
    } finally {
      await handle.close();
    }
    loadJwtSecret({ dataDir });
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('#12.9 an existing SQLite file readable by others is tightened to 0600', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'portal.sqlite');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const handle = openDatabase({ dataDir });
    await handle.close();
    expect(modeOf(file)).toBe(0o600);
  });
});
