/**
 * Runs a command as a child process for a Vitest global setup's background work, keeping all it
 * prints. The caller gets the child (to stop it at teardown) and a promise of how it ended,
 * which never rejects: a command that cannot start ends with code 1 and the reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Ended {
  /** Exit code; 1 when it could not start or was killed. */
  code: number;
  /** What it wrote to stdout. */
  stdout: string;
  /** stdout and stderr as they came, or how it ended when it printed nothing. */
  output: string;
}

export interface Running {
  child: ChildProcess;
  ended: Promise<Ended>;
}

export function runProcess(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Running {
  const child = spawn(command, [...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const ended = new Promise<Ended>((resolve) => {
    child.on('error', (error) => resolve({ code: 1, stdout, output: `${output}${error.message}` }));
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? 1,
        stdout,
        output: output.trim() || (code === 0 ? '' : `ended by ${signal ?? `exit ${code}`}`),
      }),
    );
  });
  return { child, ended };
}
