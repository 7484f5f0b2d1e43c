import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '#core/paths.ts';

/**
 * Starts `src/server/main.ts` as `npm run web` does (without the build steps), with `env` over this
 * process's environment, and adds it to `children` for the caller to stop. Resolves on its Listening
 * line; rejects with its output if it exits first or says nothing within 20 s.
 */
export function startWebMode(env: Record<string, string>, children: ChildProcess[]): Promise<{ url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no Listening line within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}
