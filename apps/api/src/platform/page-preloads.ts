import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ROUTES, routePaths, SIGNED_IN_HINT_COOKIE, type TRouteDef } from '@portal/contracts/routes';

/** Written by the web build beside index.html (apps/web/build/page-preloads.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** Its key for the chunks every signed-in page loads at start (the web's app/prefetch-shell.ts). */
const SIGNED_IN_KEY = '#signed-in';
/** What a chunk's name looks like in that file: nothing else is ever written into the page. */
const ASSET = /^\/assets\/[\w-]+\.js$/;

export type TPagePreloads = Readonly<Record<string, readonly string[]>>;

/** The file of the build, or none (an older build, or the API alone): pages then go without. */
export function readPagePreloads(webDistDir: string): TPagePreloads {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDistDir, PAGE_PRELOADS_FILE), 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const preloads: Record<string, string[]> = {};
    for (const [id, files] of Object.entries(parsed)) {
      if (Array.isArray(files)) preloads[id] = files.filter((file): file is string => ASSET.test(String(file)));
    }
    return preloads;
  } catch {
    return {};
  }
}

/** react-router's matching of one pattern (`:id`, optional `:type?`, case-insensitive, trailing '/'). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const MATCHERS: ReadonlyArray<{ route: TRouteDef; patterns: RegExp[] }> = ROUTES.filter(
  (route) => route.area !== 'office',
).map((route) => ({ route, patterns: routePaths(route).map(patternRegExp) }));

/** The first route of the table a path opens, as the web's app/preload-page.ts finds it. */
export function routeOfPath(pathname: string): TRouteDef | undefined {
  return MATCHERS.find(({ patterns }) => patterns.some((pattern) => pattern.test(pathname)))?.route;
}

/**
 * The web keeps its session in the browser's storage, out of the server's sight; while one is
 * stored it writes this cookie (apps/web/src/app/signed-in-hint.ts) so that the page's HTML can
 * name the right chunks. It carries no authority: it chooses only which public, hashed files the browser is told
 * it will need, and the guards decide what is shown as before (ADR 0029).
 */
export function hintsSignedIn(request: FastifyRequest): boolean {
  return request.cookies?.[SIGNED_IN_HINT_COOKIE] === '1';
}

/**
 * Issue #16 part 9: the chunks the page at this path will load beyond the entry's, for the page's
 * HTML (`<link rel="modulepreload">`), for a signed-in visitor only. Their visits are the ones that
 * waited: some ninety chunks behind the student home, found only once the entry had run (Vite's
 * helper then adding one link per chunk, a third of the start's longest task under Lighthouse's
 * CPU slowdown), mostly from the browser's cache. A first visit is left as it was: its few chunks
 * would share the slow line with the entry and the styles the first paint waits for
 * (Lighthouse measured the sign-in page's first paint 0.6 s later with them).
 */
export function preloadsForPage(preloads: TPagePreloads, request: FastifyRequest, pathname: string): string[] {
  if (!hintsSignedIn(request)) return [];
  const route = routeOfPath(pathname);
  if (!route || !['public', 'any', 'student', 'company'].includes(route.access)) return [];
  return [...new Set([...(preloads[route.id] ?? []), ...(preloads[SIGNED_IN_KEY] ?? [])])];
}

/** The links, as Vite's preload helper looks them up (`link[href="/assets/…"]`) and writes them. */
export function modulePreloadTags(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
}
