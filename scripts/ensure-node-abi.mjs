// `npm start` rebuilds better-sqlite3 for Electron's ABI; Node then cannot load it. Before Node work
// (`npm test`, `npm run web`, `npm run bench`) this checks the module loads and, only if it does not,
// rebuilds it for Node (about a minute, once).
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  const Database = require('better-sqlite3');
  new Database(':memory:').close();
} catch (err) {
  if (!/NODE_MODULE_VERSION|did not self-register|invalid ELF|Module did not/i.test(String(err?.message))) throw err;
  console.error('better-sqlite3 was built for another runtime (Electron); rebuilding it for Node…');
  execSync('npm rebuild better-sqlite3', { stdio: 'inherit' });
}
