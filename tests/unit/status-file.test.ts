import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { waitForStatus, writeStatus } from '../support/status-file';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'status-test-'));
  dirs.push(dir);
  return join(dir, 'status.json');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('status files between a global setup and its tests', () => {
  it('waits for a value written later, and reads it whole', async () => {
    const file = tempFile();
    setTimeout(() => writeStatus(file, { ok: true, list: [1, 2, 3] }), 300);
    await expect(waitForStatus(file, 'the thing')).resolves.toEqual({ ok: true, list: [1, 2, 3] });
    // Nothing half-written is left beside it.
    expect(readdirSync(join(file, '..'))).toEqual(['status.json']);
  });

  it('says what was not ready once its time is up', async () => {
    const file = tempFile();
    await expect(waitForStatus(file, 'the host app', 400)).rejects.toThrow(
      'the host app was not ready within 0.4 s',
    );
    expect(existsSync(file)).toBe(false);
  });
});
