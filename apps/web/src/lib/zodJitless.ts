/**
 * zod compiles object parsers with `new Function` when it may, and probes for that while the
 * shared schemas are built; the server's CSP (script-src 'self') forbids eval, so the probe is a
 * CSP violation in the console of every page that loads a schema (Lighthouse best practices).
 * zod reads this global config when it loads, so it is set here, by the entry, before any chunk
 * with zod arrives — without importing zod into the entry.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
