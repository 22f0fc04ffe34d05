import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditActionText, IMPORT_ENTITIES, PROMO_KINDS } from '@shop/shared';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.includes('.test.') ? [full] : [];
  });
}

/** Every action code the server writes: the literal ones, and the families built from a table. */
function actionCodes(): string[] {
  const literal = sources(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:action: |audited\()'([a-z_]+\.[a-z_.]+)'/g)].map(
      (m) => m[1]!,
    ),
  );
  const content = ['ad', 'nav', 'article', 'help_group'].flatMap((e) =>
    ['create', 'edit', 'delete'].map((v) => `${e}.${v}`),
  );
  const promotions = Object.keys(PROMO_KINDS).flatMap((k) =>
    ['create', 'edit', 'on', 'off', 'delete'].map((v) => `promotion.${k}.${v}`),
  );
  const imports = Object.keys(IMPORT_ENTITIES).map((e) => `import.${e}`);
  return [
    ...new Set([...literal, ...content, ...promotions, ...imports, 'export.feedback', 'export.wanted']),
  ];
}

describe('the audit trail reads in Chinese', () => {
  it('names every action the server records', () => {
    const codes = actionCodes();
    expect(codes.length).toBeGreaterThan(60);
    const unnamed = codes.filter((a) => !/[\u4e00-\u9fa5]/.test(auditActionText(a)));
    expect(unnamed).toEqual([]);
  });
});
