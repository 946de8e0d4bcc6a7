// `npm run lint` (after ESLint): fails when modules under src import each other
// in a circle. A circle makes the order modules run in depend on which one a
// page happens to load first, and ties the modules on it into one piece no
// part of which can be read, tested or loaded alone.
//
// Every static import and re-export counts, type-only ones too: they vanish
// from the build, but they still tie the modules together for a reader. A
// dynamic import() does not count: it runs after every module has loaded.
// .astro files count through their frontmatter and their <script> blocks.
//
//   node scripts/import-cycles.mjs          lists each circle, exit code 1 if any
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(ts|tsx|mts|astro)$/;

/** Every source file under dir (absolute paths). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The TypeScript parts of an .astro file: its frontmatter and its <script> blocks. */
function astroScript(text) {
  const parts = [];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter) parts.push(frontmatter[1]);
  for (const block of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(block[1]);
  return parts.join('\n');
}

/** True when an import or export declaration brings in types only. */
function typeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a bare `import './x'` runs the module
    if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
    const named = clause.namedBindings;
    return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const named = node.exportClause;
  return !!named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/** The modules a file imports statically: [{ specifier, typeOnly }]. */
function importsOf(file) {
  const raw = readFileSync(file, 'utf8');
  const text = file.endsWith('.astro') ? astroScript(raw) : raw;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  for (const node of source.statements) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: typeOnly(node) });
    }
  }
  return found;
}

const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const options = config?.options ?? {};

/** The file a specifier names, when it is one of ours (else null). */
function resolve(specifier, from) {
  if (specifier.endsWith('.astro') || specifier.endsWith('.mjs')) {
    const bare = specifier.startsWith('@/') ? path.join(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
    return bare;
  }
  const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  return path.resolve(resolved.resolvedFileName);
}

/** Finds the circles among files: each as the list of files in order. Tarjan's strongly connected components. */
function findCycles(edges) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) components.push(component.sort());
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return components;
}

/** One circle within a component, as a path from its first file back to it. */
function circleThrough(component, edges) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const trail = [];
        for (let at = node; at !== null; at = previous.get(at)) trail.unshift(at);
        return [...trail, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

/** The import circles among the source files under dir, each written as `a -> b -(types)-> a` relative to root. */
export function importCircles(dir, root = ROOT) {
  const files = sourceFiles(dir);
  const edges = new Map();
  const typeEdges = new Set();
  for (const file of files) {
    const targets = new Set();
    for (const { specifier, typeOnly: types } of importsOf(file)) {
      const target = resolve(specifier, file);
      if (!target || !target.startsWith(dir + path.sep)) continue;
      targets.add(target);
      if (types) typeEdges.add(`${file}\0${target}`);
    }
    edges.set(file, targets);
  }
  const rel = (file) => path.relative(root, file);
  const circles = findCycles(edges).map((component) => {
    const circle = circleThrough(component, edges);
    const steps = circle.slice(1).map((to, i) => `${typeEdges.has(`${circle[i]}\0${to}`) ? '-(types)->' : '->'} ${rel(to)}`);
    return `${rel(circle[0])} ${steps.join(' ')}`;
  });
  return { files: files.length, circles };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, circles } = importCircles(path.join(ROOT, 'src'));
  for (const circle of circles) console.error(`Import circle: ${circle}`);
  if (circles.length) {
    console.error(`${circles.length} import circle(s) in src: move what both sides need into a module of its own.`);
    process.exit(1);
  }
  console.log(`No import circle among ${files} files in src.`);
}
