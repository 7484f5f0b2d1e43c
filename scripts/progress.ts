/** A one-line terminal progress bar with an ETA; plain lines when stderr is not a terminal (CI logs). */
export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastPrinted = -1;
  let lastPhase = '';
  return {
    update(done: number, total: number, phase = ''): void {
      if (phase !== lastPhase) [lastPhase, lastPrinted] = [phase, -1];
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      const percent = Math.floor(fraction * 100);
      const elapsed = (Date.now() - started) / 1000;
      const eta = fraction > 0 ? (elapsed / fraction) * (1 - fraction) : 0;
      const text = `${label} ${phase.padEnd(10)} ${String(percent).padStart(3)}% ${done}/${total} ETA ${eta.toFixed(0)}s`;
      if (stream.isTTY) {
        const width = 24;
        const bar = '#'.repeat(Math.round(fraction * width)).padEnd(width, '.');
        stream.write(`\r[${bar}] ${text}`);
      } else if (percent >= lastPrinted + 25 || (percent === 100 && lastPrinted < 100)) {
        lastPrinted = percent;
        stream.write(`${text}\n`);
      }
    },
    finish(message: string): void {
      if (stream.isTTY) stream.write('\n');
      stream.write(`${message} (${((Date.now() - started) / 1000).toFixed(1)}s)\n`);
    },
  };
}
