/**
 * `npm start` runs this before building or starting anything under NODE_ENV=production: the same
 * production guard the server applies (every reason at once), so a refused start exits in seconds
 * without touching the database.
 */
import { loadConfig } from './config';
import { productionProblems } from './lib/production-guard';
// Every module registers its sandbox as it is imported.
import './modules/index';

const problems = productionProblems(loadConfig());
if (problems.length > 0) {
  console.error(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
