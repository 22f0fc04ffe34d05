import path from 'node:path';

/**
 * Module boundaries (CONVENTIONS.md): a web or admin feature reaches another feature only through
 * its public entry (`features/<name>/index.ts`), and a server module reaches another module only
 * through its service (`*.service.ts`), never its repository or routes. Relative imports are
 * resolved against the importing file, so the depth of `../` cannot hide a crossing.
 *
 * `allow` lists crossings that predate the rule ('<importer>-><target>' as reported); the list may
 * only shrink.
 */
const APPS = /^apps\/(web|admin)\/src\/features\/([^/]+)\/(.+)$/;
const SERVER = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

function crossing(fromFile, target) {
  const from = fromFile.match(APPS);
  const to = target.match(APPS);
  if (from && to && from[1] === to[1] && from[2] !== to[2]) {
    if (to[3] === 'index') return null;
    // A feature's test helpers are its second entry, for other features' tests only.
    if (to[3] === 'testing' && /\.test\.tsx?$/.test(fromFile)) return null;
    return {
      key: `${from[1]}:${from[2]}->${to[2]}/${to[3]}`,
      message: `从 features/${to[2]} 的 index 导入，不要直达 ${to[3]}`,
    };
  }
  const sFrom = fromFile.match(SERVER);
  const sTo = target.match(SERVER);
  // SQL may be composed of another module's SQL fragments and row types: a repository (or *.sql.ts)
  // reaching another's stays in the SQL layer.
  const sqlLayer = (p) => /\.(repo|sql)(\.ts)?$/.test(p);
  if (sFrom && sTo && sFrom[1] !== sTo[1] && /\.(repo|routes|sql)$/.test(sTo[2])) {
    if (sqlLayer(sFrom[2]) && sqlLayer(sTo[2])) return null;
    return {
      key: `server:${sFrom[1]}->${sTo[1]}/${sTo[2]}`,
      message: `模块 ${sFrom[1]} 只能经 ${sTo[1]} 的 service 调用它，不能导入 ${sTo[2]}`,
    };
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } }],
    messages: { crossing: '{{message}} ({{key}})' },
  },
  create(context) {
    const root = context.cwd;
    const allow = new Set(context.options[0]?.allow ?? []);
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), spec))
        .split(path.sep)
        .join('/')
        .replace(/\.(tsx?|jsx?)$/, '')
        .replace(/\/index$/, '/index');
      const found = crossing(file, target);
      if (found && !allow.has(found.key))
        context.report({ node: node.source, messageId: 'crossing', data: found });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { imports: rule } };
