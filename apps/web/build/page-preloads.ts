import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Written beside index.html; read by the API at start (apps/api/src/platform/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** Key of the chunks every signed-in page loads at start (app/prefetch-shell.ts). */
export const SIGNED_IN_KEY = '#signed-in';

/** One line of app/pages.ts: `'route-id': () => import('../features/…/page'),`. */
const PAGE_LINE = /^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\),?\s*$/gm;
const SOURCE_EXTENSIONS = ['.tsx', '.ts'];

/** The route ids of app/pages.ts with the absolute path of each page module. */
export function readPageModules(pagesFile: string): Map<string, string> {
  const source = fs.readFileSync(pagesFile, 'utf8');
  const modules = new Map<string, string>();
  for (const [, id, specifier] of source.matchAll(PAGE_LINE)) {
    const base = path.resolve(path.dirname(pagesFile), specifier);
    const file = SOURCE_EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`page-preloads: ${specifier} of route '${id}' (app/pages.ts) not found`);
    modules.set(id, file);
  }
  const imports = source.match(/import\(/g)?.length ?? 0;
  if (imports !== modules.size) {
    throw new Error(`page-preloads: app/pages.ts has ${imports} imports but ${modules.size} read: keep one per line`);
  }
  return modules;
}

/** The chunk and every chunk it imports statically, the chunk first. */
function closure(bundle: Rollup.OutputBundle, fileName: string, into: string[] = []): string[] {
  if (into.includes(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.push(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Issue #16 part 9: a page's chunks were asked for only once the entry had run (Vite's preload
 * helper adding one `<link rel="modulepreload">` per chunk, some ninety for the student home, a
 * third of the start's longest task under Lighthouse's CPU slowdown). The build writes, for each
 * route id of app/pages.ts, the chunks its page needs beyond the entry's, so that the API can put
 * them in the page's HTML: the browser fetches them while it reads the HTML, and the helper
 * finds them there and adds nothing.
 */
export function pagePreloads(): Plugin {
  let srcDir = '';
  return {
    name: 'portal-page-preloads',
    apply: 'build',
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = new Set(closure(bundle, entry.fileName));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c.fileName]));
      const beyondEntry = (module: string): string[] => {
        const fileName = byModule.get(module);
        if (!fileName) throw new Error(`page-preloads: no chunk for ${path.relative(srcDir, module)}`);
        return closure(bundle, fileName)
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => `/${file}`);
      };
      const preloads: Record<string, string[]> = {};
      for (const [id, module] of readPageModules(path.join(srcDir, 'app/pages.ts'))) preloads[id] = beyondEntry(module);
      preloads[SIGNED_IN_KEY] = beyondEntry(path.join(srcDir, 'app/prefetch-shell.ts'));
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
