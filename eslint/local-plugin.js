// The project's own lint rules: which folder may import which (modelled on VS Code's
// `local/code-layering`), and no import cycles, type-only imports included.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = { '#core/': 'src/core/', '#shared/': 'src/shared/', '#sqlite/': 'src/sqlite/' };

const BASE = ['src/shared', 'src/sqlite'];
const DATA = ['src/core/verses-db', 'src/core/data-db', 'src/core/index-db'];
const UI_PACKAGES = /^(react|react-dom|zustand|react\/.*|react-dom\/.*)$/;
const NOT_IN_CORE = /^(electron|react|react-dom|zustand)(\/.*)?$/;

/**
 * Each layer (the longest folder prefix wins) and what it may import from the project; `denied`
 * packages it must never import. Read bottom-up: shared ← sqlite ← data layers ← domain ← core's
 * entry points ← hosts. A folder may always import from itself.
 */
export const LAYERS = [
  { folder: 'src/shared', may: [], denied: /^(?!zod$)/ },
  { folder: 'src/sqlite', may: [], denied: /^(?!(better-sqlite3|node:.*)$)/ },
  { folder: 'src/core/verses-db', may: BASE, denied: NOT_IN_CORE },
  { folder: 'src/core/data-db', may: BASE, denied: NOT_IN_CORE },
  { folder: 'src/core/index-db', may: BASE, denied: NOT_IN_CORE },
  { folder: 'src/core/workers', may: BASE, denied: NOT_IN_CORE },
  { folder: 'src/core/lexical', may: [...BASE, 'src/core/verses-db'], denied: NOT_IN_CORE },
  // The database build reads words the way search does (its stopwords).
  { folder: 'src/core/bible', may: [...BASE, 'src/core/verses-db', 'src/core/lexical'], denied: NOT_IN_CORE },
  { folder: 'src/core/embeddings', may: [...BASE, 'src/core/workers'], denied: NOT_IN_CORE },
  { folder: 'src/core/ledger', may: [...BASE, 'src/core/data-db'], denied: NOT_IN_CORE },
  { folder: 'src/core/billing', may: [...BASE, 'src/core/data-db', 'src/core/ledger'], denied: NOT_IN_CORE },
  // The person's study data, on verses it names by reference.
  { folder: 'src/core/study', may: [...BASE, 'src/core/data-db', 'src/core/bible'], denied: NOT_IN_CORE },
  { folder: 'src/core/keyword-search', may: [...BASE, 'src/core/verses-db', 'src/core/bible', 'src/core/lexical'], denied: NOT_IN_CORE },
  {
    folder: 'src/core/semantic-index',
    may: [...BASE, ...DATA, 'src/core/bible', 'src/core/lexical', 'src/core/embeddings', 'src/core/workers'],
    denied: NOT_IN_CORE,
  },
  {
    folder: 'src/core/semantic-search',
    may: [...BASE, ...DATA, 'src/core/bible', 'src/core/lexical', 'src/core/embeddings', 'src/core/ledger', 'src/core/semantic-index'],
    denied: NOT_IN_CORE,
  },
  {
    folder: 'src/core/ask',
    may: [...BASE, 'src/core/verses-db', 'src/core/bible', 'src/core/lexical', 'src/core/embeddings', 'src/core/ledger', 'src/core/semantic-search'],
    denied: NOT_IN_CORE,
  },
  // The entry points: the host configuration and createCore wire every domain together.
  { folder: 'src/core', may: BASE, denied: NOT_IN_CORE, anyCore: true },
  { folder: 'src/server', may: [...BASE, 'src/core'], denied: /^(electron|react|react-dom|zustand)(\/.*)?$/ },
  { folder: 'src/main', may: [...BASE, 'src/core'], denied: UI_PACKAGES },
  { folder: 'src/preload', may: ['src/shared'], denied: /^(?!electron$)/ },
  { folder: 'src/renderer', may: ['src/shared'], denied: /^(node:.*|electron|better-sqlite3|sqlite-vec)$/ },
  { folder: 'src/billing-server', may: ['src/sqlite'], denied: /^(electron|react|react-dom|zustand)(\/.*)?$/ },
];

const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const layerOf = (path) => LAYERS.filter((l) => within(path, l.folder)).sort((a, b) => b.folder.length - a.folder.length)[0];

/** A specifier as a project path (`src/core/x.ts`), or undefined for a package. */
export function projectPath(specifier, fromFile) {
  for (const [alias, folder] of Object.entries(ALIASES)) if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  if (specifier.startsWith('.'))
    return relative(ROOT, normalize(join(dirname(join(ROOT, fromFile)), specifier)))
      .split(sep)
      .join('/');
  return undefined;
}

/** Why `fromFile` may not import `specifier`, or undefined when it may. */
export function layeringProblem(fromFile, specifier) {
  const layer = layerOf(fromFile);
  if (!layer) return undefined;
  const target = projectPath(specifier.replace(/\?.*$/, ''), fromFile);
  if (target === undefined) return layer.denied.test(specifier) ? `${layer.folder} must not import the package "${specifier}"` : undefined;
  // The app's version, read from package.json by createCore.
  if (target === 'package.json' && layer.anyCore) return undefined;
  if (!target.startsWith('src/')) return `${layer.folder} must not import ${target} (outside src)`;
  if (within(target, layer.folder)) return undefined;
  if (layer.may.some((f) => within(target, f))) return undefined;
  if (layer.anyCore && within(target, 'src/core')) return undefined;
  return `${layer.folder} must not import ${target} (it may import ${[...layer.may, ...(layer.anyCore ? ['src/core'] : [])].join(', ') || 'nothing else in the project'})`;
}

function importSources(visit) {
  const source = (n) => n?.type === 'Literal' && typeof n.value === 'string' && visit(n.value, n);
  return {
    ImportDeclaration: (n) => source(n.source),
    ExportNamedDeclaration: (n) => n.source && source(n.source),
    ExportAllDeclaration: (n) => source(n.source),
    ImportExpression: (n) => source(n.source),
  };
}

const layering = {
  meta: { type: 'problem', docs: { description: 'Each folder imports only from the layers below it' }, schema: [] },
  create(context) {
    const file = relative(ROOT, context.physicalFilename).split(sep).join('/');
    // Tests sit beside their source but may reach anything (helpers, fixtures, the layers above).
    if (/\.test\.tsx?$/.test(file)) return {};
    return importSources((specifier, node) => {
      const problem = layeringProblem(file, specifier);
      if (problem) context.report({ node, message: problem });
    });
  },
};

// The import graph of src, read once per lint run: every `import`/`export … from`, type-only included.
let graph;
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function readGraph() {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split(sep).join('/'));
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = Array.from(text.matchAll(IMPORT), (m) => projectPath((m[1] ?? m[2]).replace(/\?.*$/, ''), file)).filter((t) => t && known.has(t));
    edges.set(file, [...new Set(targets)]);
  }
  return edges;
}

/** The files of every import cycle (strongly connected components of more than one file, or a file importing itself). */
export function cyclesOf(edges) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (v) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!indexOf.has(v)) connect(v);
  return cycles;
}

const noImportCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles, type-only imports included' }, schema: [] },
  create(context) {
    const file = relative(ROOT, context.physicalFilename).split(sep).join('/');
    if (!file.startsWith('src/')) return {};
    graph ??= cyclesOf(readGraph());
    const cycle = graph.find((c) => c.includes(file));
    return cycle ? { Program: (node) => context.report({ node, message: `This file is in an import cycle: ${cycle.join(' → ')}` }) } : {};
  },
};

export default { meta: { name: 'local' }, rules: { layering, 'no-import-cycle': noImportCycle } };
