// A build's render thread (cli/build/render-workers.ts): renders one site after another, each from its own folder's
// copy of the server render. Plain JavaScript, run by Node as it is, without the CLI's TypeScript loader.
//
// Each site gets fresh modules (the runtime keeps the tenant, i18n and stores in module state), loaded here with
// node:vm's modules instead of `import()`: Node's loader resolves, reads and keeps every module of every site for
// the thread's life, about a fifth of a site's render; here a site's modules are its own map, dropped after it, and
// a file that several sites link (the same inode) is read once.
import { readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';

// Modules of the HTTP client read the page's address as they load; at build time the page is the site's base.
globalThis.location = new URL('http://localhost/m/');

/** Sources by file identity: the sites of a feature set link the same files, and every site the same libraries. */
const sources = new Map();
function sourceOf(file) {
  const { dev, ino, size, mtimeMs } = statSync(file);
  const key = `${dev}:${ino}:${size}:${mtimeMs}`;
  let source = sources.get(key);
  if (source === undefined) {
    source = readFileSync(file, 'utf8');
    sources.set(key, source);
  }
  return source;
}

/** Node's own modules, shared by every site as Node's loader shares them. */
const builtins = new Map();
async function builtin(specifier) {
  let module = builtins.get(specifier);
  if (!module) {
    const namespace = await import(specifier);
    const names = Object.keys(namespace);
    module = new vm.SyntheticModule(names, function () {
      for (const name of names) this.setExport(name, namespace[name]);
    });
    await module.link(() => undefined);
    await module.evaluate();
    builtins.set(specifier, module);
  }
  return module;
}

/** The targets of a package.json `imports` field: exact keys and keys with one `*`, as Node maps them. */
function importsOf(serverDir) {
  const { imports = {} } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  return (specifier) => {
    for (const [key, target] of Object.entries(imports)) {
      const star = key.indexOf('*');
      if (star < 0 ? specifier === key : specifier.startsWith(key.slice(0, star)) && specifier.endsWith(key.slice(star + 1))) {
        const matched = star < 0 ? '' : specifier.slice(star, specifier.length - (key.length - star - 1));
        return join(serverDir, String(target).replace('*', matched));
      }
    }
    return undefined;
  };
}

/** Loads a site's render from `entry` (its folder's `server/prerender.mjs`) into modules of its own and renders it. */
async function renderSite(entry) {
  const serverDir = dirname(entry);
  const mapped = importsOf(serverDir);
  const modules = new Map();
  const fileOf = (specifier, referrer) => {
    if (specifier.startsWith('#')) return mapped(specifier);
    if (specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/'))
      return resolve(dirname(referrer), specifier);
    return undefined;
  };
  const moduleFor = async (specifier, referrer) => {
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return builtin(specifier);
    const file = fileOf(specifier, referrer);
    if (!file) throw new Error(`the server render imports "${specifier}" (from ${referrer}), which its folder does not hold`);
    return load(file);
  };
  const linker = (specifier, referrer) => moduleFor(specifier, referrer.identifier);
  // One import at a time: a module another import is still linking is not yet ready to link against.
  let imports = Promise.resolve();
  const importDynamically = (specifier, referrer) => {
    const next = imports.then(async () => {
      const module = await moduleFor(specifier, referrer);
      if (module.status === 'unlinked') await module.link(linker);
      await module.evaluate();
      return module;
    });
    imports = next.catch(() => undefined);
    return next;
  };
  const load = (file) => {
    let module = modules.get(file);
    if (!module) {
      const url = pathToFileURL(file).href;
      module = new vm.SourceTextModule(sourceOf(file), {
        // The file's path: the linker resolves its imports from it; stack traces name it.
        identifier: file,
        initializeImportMeta: (meta) => {
          meta.url = url;
          meta.filename = file;
          meta.dirname = dirname(file);
        },
        importModuleDynamically: (specifier) => importDynamically(specifier, file),
      });
      modules.set(file, module);
    }
    return module;
  };
  const render = load(entry);
  await render.link(linker);
  await render.evaluate();
  return render.namespace.prerender();
}

// `global` names where the render reads its site (cli/build/tenant-plugin.ts prerenderGlobal).
parentPort.on('message', ({ entry, global, site }) => {
  globalThis[global] = site;
  renderSite(entry).then(
    (pages) => parentPort.postMessage({ pages }),
    (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }),
  );
});
