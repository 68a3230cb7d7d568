/**
 * The file reader in a Web Worker (docs/domain/import.md): the page posts the file's bytes, the
 * worker posts its progress, then the table or the refusal, so a 20,000-row file never holds the
 * page. Start it with `new Worker(new URL('./read-file.worker.ts', import.meta.url), { type:
 * 'module' })`.
 */
import { readImportFile, type ReadProgress, type ReadResult } from './read-file';

export type ReadWorkerMessage =
  | { type: 'progress'; phase: Parameters<ReadProgress>[0]; done: number }
  | { type: 'result'; result: ReadResult };

interface WorkerScope {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: ReadWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void readImportFile(new Uint8Array(event.data), (phase, done) =>
    scope.postMessage({ type: 'progress', phase, done }),
  ).then((result) => scope.postMessage({ type: 'result', result }));
};
