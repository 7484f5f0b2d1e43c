// Starts web mode as a user would (cached index) and reads its resident memory after some searches.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#core/paths.ts';

const statusField = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

export async function measureWebModeMemory(): Promise<{ rssMb: number; peakMb: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const key = 'bench-key-0123456789abcdef0123456789';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', SCRIPTURE_DATA_DIR: dataDir, SCRIPTURE_API_KEY: key, SCRIPTURE_FREE_CREDITS: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /Listening on (\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`web mode exited with ${code}`)));
    });
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    for (let i = 0; i < 600; i++) {
      const health = (await (await fetch(`${url}/v1/health`, { headers })).json()) as { semantic: { status: string } };
      if (health.semantic.status === 'ready') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (let i = 0; i < 100; i++) {
      await fetch(`${url}/v1/bible/search-ai`, { method: 'POST', headers, body: JSON.stringify({ query: `what does scripture say about hope ${i}` }) });
    }
    return { rssMb: statusField(child.pid!, 'VmRSS'), peakMb: statusField(child.pid!, 'VmHWM') };
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
