import { describe, expect, it } from 'vitest';

import { runProcess } from '../support/run-process';

const node = (code: string) => runProcess(process.execPath, ['-e', code]).ended;

describe('runProcess (the background setups’ child processes)', () => {
  it('keeps stdout alone, and stdout with stderr as they came', async () => {
    const ended = await node("process.stdout.write('out '); process.stderr.write('err')");
    expect(ended).toEqual({ code: 0, stdout: 'out ', output: 'out err' });
  });

  it('reports a failing command by its exit code and what it printed', async () => {
    await expect(
      node("console.error('type error in x.ts'); process.exit(2)"),
    ).resolves.toMatchObject({ code: 2, output: 'type error in x.ts' });
  });

  it('says how a silent failure ended', async () => {
    await expect(node('process.exit(3)')).resolves.toMatchObject({
      code: 3,
      output: 'ended by exit 3',
    });
  });

  it('ends with code 1 and the reason when the command cannot start', async () => {
    const ended = await runProcess('/no/such/command', []).ended;
    expect(ended.code).toBe(1);
    expect(ended.output).toContain('ENOENT');
  });
});
