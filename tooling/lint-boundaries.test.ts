import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue #13 part 1: each boundary rule of eslint.config.js fires on a deliberately wrong
 * fixture. The fixtures live in tooling/lint-fixtures/ (ignored by `npm run lint`) and are linted
 * here as if they sat where the rule applies.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesFiredOn(fixture: string, pretendPath: string): Promise<string[]> {
  const code = fs.readFileSync(path.join(root, 'tooling/lint-fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, pretendPath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries (issue #13 part 1)', () => {
  it('a web feature importing another feature is refused', async () => {
    const rules = await rulesFiredOn(
      'web-feature-imports-other-feature.tsx',
      'apps/web/src/features/offers/components/fixture.tsx',
    );
    expect(rules).toContain('import-x/no-restricted-paths');
    // The same import from inside the cv feature is allowed.
    const own = await rulesFiredOn(
      'web-feature-imports-other-feature.tsx',
      'apps/web/src/features/cv/components/fixture.tsx',
    );
    expect(own).not.toContain('import-x/no-restricted-paths');
  });

  it('fetch outside lib/api-client.ts is refused', async () => {
    expect(await rulesFiredOn('web-calls-fetch.ts', 'apps/web/src/features/offers/api/fixture.ts')).toContain(
      'no-restricted-globals',
    );
    expect(await rulesFiredOn('web-calls-fetch.ts', 'apps/web/src/lib/api-client.ts')).not.toContain(
      'no-restricted-globals',
    );
  });

  it('a service building a query is refused, a repository is not', async () => {
    expect(
      await rulesFiredOn('api-service-builds-query.ts', 'apps/api/src/modules/offers/fixture.service.ts'),
    ).toContain('no-restricted-syntax');
    expect(
      await rulesFiredOn('api-service-builds-query.ts', 'apps/api/src/modules/offers/fixture.repository.ts'),
    ).not.toContain('no-restricted-syntax');
  });

  it('a route using raw SQL is refused', async () => {
    const rules = await rulesFiredOn('api-route-uses-sql.ts', 'apps/api/src/modules/offers/fixture.routes.ts');
    expect(rules).toContain('no-restricted-imports');
    expect(rules).toContain('no-restricted-syntax');
  });

  it('a numeric status code is refused, also in a helper file (issue #13 part 3)', async () => {
    const rules = await rulesFiredOn('api-numeric-status-code.ts', 'apps/api/src/modules/offers/fixture.ts');
    expect(rules.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(3);
  });

  it('contracts importing an app is refused', async () => {
    expect(await rulesFiredOn('contracts-import-app.ts', 'packages/contracts/src/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });
});
