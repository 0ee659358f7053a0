import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageModules } from '../../build/page-preloads';
import { pages } from './pages';

// #16.9 (ADR 0029): the build reads app/pages.ts as text to name each route's chunks for the
// server; a page written in another form would silently lose its preloads (or stop the build).
describe('#16.9 the build finds every page of the page map', () => {
  it('#16.9 one module per route id of app/pages.ts, each an existing file', () => {
    const modules = readPageModules(path.join(__dirname, 'pages.ts'));
    expect([...modules.keys()].sort()).toEqual(Object.keys(pages).sort());
    for (const file of modules.values()) expect(fs.existsSync(file)).toBe(true);
    expect(path.relative(__dirname, modules.get('home') ?? '')).toBe('../features/home/pages/home-page.tsx');
  });
});
