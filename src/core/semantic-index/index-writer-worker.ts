// Worker-thread entry: writes a semantic index off the host's main thread (see index-writer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { writeSemanticIndex, type WriterJob } from './index-writer.ts';

try {
  writeSemanticIndex(workerData as WriterJob);
  parentPort!.postMessage({ ok: true });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: (err as Error).message });
}
