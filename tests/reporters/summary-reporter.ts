/**
 * Prints one closing line after every run, `Tests: N passed, N failed, N skipped`, so CI and
 * people reading a log see the verdict last, whatever the default reporter printed above it.
 * Vitest can print after the run has ended: the browser projects' screenshot matcher leaves a
 * timer of its 20 s timeout behind, and Vitest then warns "close timed out" as it exits. The
 * line is then printed again as the process exits, so it stays the last one.
 */
import { writeSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private line = '';
  private writtenSince = false;
  private watching = false;

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but is still a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    this.line = `\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`;
    process.stdout.write(this.line);
    this.writtenSince = false;
    this.watchWhatFollows();
  }

  /** Notes any output after the line, and prints the line again at exit if there was some. */
  private watchWhatFollows(): void {
    if (this.watching) return;
    this.watching = true;
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      stream.write = ((...args: unknown[]) => {
        this.writtenSince = true;
        return write(...args);
      }) as typeof stream.write;
    }
    process.once('exit', () => {
      if (this.writtenSince) writeSync(1, this.line);
    });
  }
}
