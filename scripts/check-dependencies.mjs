#!/usr/bin/env node
// Dependency policy (issue #13 part 6, ADR 0010), run by CI after `npm ci`:
//  1. every dependency of every workspace is pinned to an exact version;
//  2. every package in package-lock.json runs on the Node version the project supports (no
//     EBADENGINE on Node 20: a package whose `engines.node` excludes 20.19 fails);
//  3. no package in package-lock.json is in a vulnerable range of security/advisories.json, the
//     pinned advisory list (the registry's audit endpoint cannot be reached from these machines).
// Prints one line per problem and exits 1 if there is any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const rootPkg = read('package.json');
const lock = read('package-lock.json');
const advisories = read('security/advisories.json').advisories;
const SUPPORTED_NODE = semver.minVersion(rootPkg.engines.node).version;
const problems = [];

for (const dir of ['.', ...rootPkg.workspaces]) {
  const pkg = read(path.join(dir, 'package.json'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
      if (name.startsWith('@portal/')) continue;
      if (!semver.valid(spec)) problems.push(`${dir}/package.json ${field}.${name} is "${spec}", not an exact version`);
    }
  }
}

for (const [where, entry] of Object.entries(lock.packages)) {
  if (!where.startsWith('node_modules/') && !where.includes('/node_modules/')) continue;
  const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const version = entry.version;
  if (!version || entry.link) continue;
  const engine = entry.engines?.node;
  if (engine && !entry.optional && semver.validRange(engine) && !semver.satisfies(SUPPORTED_NODE, engine)) {
    problems.push(`${name}@${version} needs Node ${engine}; the project supports ${rootPkg.engines.node}`);
  }
  for (const advisory of advisories) {
    if (advisory.package === name && semver.satisfies(version, advisory.vulnerable)) {
      problems.push(`${name}@${version} is vulnerable (${advisory.id}: ${advisory.title}); fixed in ${advisory.fixed}`);
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`dependencies: ${problem}`);
  process.exit(1);
}
console.log(
  `dependencies: ${Object.keys(lock.packages).length - 1} locked packages pinned, on Node ${SUPPORTED_NODE}, none in the ${advisories.length} advisories of security/advisories.json`,
);
