import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#core/paths.ts';

/** The `key: value` lines of one top-level block of electron-builder.yml (a flat map). */
function block(name: string): Record<string, string> {
  const lines = readFileSync(join(PROJECT_ROOT, 'electron-builder.yml'), 'utf8').split('\n');
  const start = lines.indexOf(`${name}:`);
  expect(start, `${name} is configured`).toBeGreaterThanOrEqual(0);
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}(\w+): (.+)$/.exec(line);
    if (!m) break;
    entries[m[1]!] = m[2]!.trim();
  }
  return entries;
}

describe('the packaged app', () => {
  it('flips the Electron fuses that turn off Node-style entry points and load only the checked app.asar', () => {
    expect(block('electronFuses')).toMatchObject({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
    });
  });
});
