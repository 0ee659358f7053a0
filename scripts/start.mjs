#!/usr/bin/env node
// `npm start` (issue #18 part 8): builds only when a source is newer than the build, then runs the
// server in this process. A restart with a current build starts in seconds instead of rebuilding.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfNeeded(root);
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
