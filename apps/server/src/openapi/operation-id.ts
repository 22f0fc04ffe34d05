/**
 * The operationId of "GET /api/draw/:id/activity" is `getDrawByIdActivity`: the method, then each
 * path segment in camel case, a parameter as `By<Name>`. It is derived rather than written beside
 * each route, so every route has one the moment it is added, and it changes only when the method or
 * the path does (which breaks an integrator's client anyway). The document test checks that no two
 * routes share one.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}
