#!/usr/bin/env node
// The README's headline numbers (README "Headline numbers"), as a Markdown table, from what is
// in the tree: the sources (tests and lines counted), the built site (`node scripts/size.mjs
// dist`, if dist/ was built), the target lines' summary (docs/figures/target-lines.json, from
// `node scripts/line-figures.mjs`), the balance report's figures (docs/balance/figures.json),
// the catalogues and the rulings. It runs nothing heavy and writes nothing.
//   node scripts/headline.mjs [dist]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headline as lineHeadline } from './line-figures.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] || join(ROOT, 'dist');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const n = (x) => x.toLocaleString('en');

function walk(dir, keep, out = []) {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (['target', 'node_modules', 'dist', '.git', 'test-output'].includes(name)) continue;
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(ROOT, path)).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}
const count = (files, re) => files.reduce((sum, f) => sum + (read(f).match(re) || []).length, 0);

const rows = [];

/** When a generated file was last committed: ", <date>, commit <hash>", if git knows. */
function written(path) {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ad, commit %h', '--date=short', '--', path],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out ? `, ${out}` : '';
  } catch { return ''; }
}

// Tests, counted in the sources (a test written once may run several times: at two sizes, in
// three engines).
const rust = walk('', (f) => f.endsWith('.rs'));
const native = count(rust.filter((f) => !f.startsWith('tests/web/')), /#\[test\]/g);
const browser = count(rust, /#\[wasm_bindgen_test\b/g);
const e2eFiles = walk('tests/e2e', (f) => f.endsWith('.test.mjs'));
const e2e = count(e2eFiles, /^\s*test\(/gm);
const flows = count(walk('tests/engines', (f) => f.endsWith('.test.mjs')), /^\s*test\(/gm);
rows.push(['tests in the sources', `${n(native)} native, ${n(browser)} browser unit, ${n(e2e)} end-to-end in ${e2eFiles.length} files, ${flows} core flows × 3 engines`,
  '`#[test]`, `#[wasm_bindgen_test]` and `test(` counted']);

// Lines of Rust, as scripts/house.mjs counts them.
const lines = (list) => list.reduce((sum, f) => sum + read(f).split('\n').length - 1, 0);
const isTest = (f) => /(^|\/)(tests|benches)\//.test(f);
rows.push(['lines of Rust', `${n(lines(rust.filter((f) => !isTest(f))))} source, ${n(lines(rust.filter(isTest)))} tests and benches`,
  'the `.rs` files, counted']);

// The page's weight, if the site was built.
if (existsSync(join(dist, 'index.html'))) {
  const out = execFileSync('node', [join(ROOT, 'scripts/size.mjs'), dist], { encoding: 'utf8' });
  const kib = (re) => out.match(re)?.[1];
  const first = kib(/first render.*: \d+ B \(([\d.]+ KiB)\) gzipped/);
  const started = out.match(/app started[^:]*: \d+ B \(([\d.]+ KiB)\) gzipped, \d+ B \(([\d.]+ KiB)\) with brotli/);
  const total = kib(/FIRST VISIT TOTAL[^:]*: \d+ B \(([\d.]+ KiB)\)/);
  rows.push(['a first visit downloads', `${first} gzipped to the first render; ${started[1]} gzipped (${started[2]} brotli) to the app started; ${total} in all, offline play included`,
    `\`node scripts/size.mjs ${relative(ROOT, dist) || '.'}\``]);
} else {
  rows.push(['a first visit downloads', 'build the site first (`trunk build --release`)', '`node scripts/size.mjs dist`']);
}

// The computer players' target lines.
const lines200 = JSON.parse(read('docs/figures/target-lines.json'));
rows.push(['Hard against flat Monte-Carlo given five times its playouts, 200 games a line',
  lineHeadline(lines200).replace(/vn2e/, 'Via Nebula 2 players expert').replace(/vn2b/, 'beginner')
    .replace(/vn4e/, '4 players').replace(/nl2/, 'Nova Luna 2 players').replace(/nl1 mean/, 'solo mean score'),
  `docs/figures/target-lines.json (\`node scripts/line-figures.mjs\`, ${lines200.date}, commit ${lines200.commit})`]);

// The balance report.
const balance = JSON.parse(read('docs/balance/figures.json'));
const games = balance.reduce((s, b) => s + b.games, 0);
const stuck = balance.reduce((s, b) => s + (b.endings['no-one-can-act'] || 0), 0);
const gap = Math.max(...balance.map((b) => b.max_position_gap_points));
const gapRound = Math.max(...balance.map((b) => b.max_position_gap_points_if_round_ended));
rows.push(['Via Nebula balance, Medium in every seat', `${n(games)} games: ${stuck} ended with no one able to act; turn order at most ${gap.toFixed(1)} points from fair (${gapRound.toFixed(1)} without the rulebook's extra final turn)`,
  `docs/balance/figures.json (\`bash scripts/balance-report.sh\`${written('docs/balance/figures.json')})`]);

// The catalogues and the rulings.
const ftl = walk('crates/table/src/i18n/locales', (f) => f.endsWith('.ftl'));
const messages = (lang) => count(ftl.filter((f) => f.endsWith(`/${lang}.ftl`)), /^[a-z][\w-]*\s*=/gm);
rows.push(['languages', `English, French, Polish: ${['en', 'fr', 'pl'].map(messages).map(n).join(', ')} messages`,
  'the `.ftl` catalogues, counted']);
const rulings = read('docs/RULINGS.md');
const vnRulings = (rulings.match(/^\d+a?\. \*\*/gm) || []).length;
const nlRulings = (rulings.match(/^NL \d+\. \*\*/gm) || []).length;
rows.push(['rulings the engines follow', `${vnRulings} for Via Nebula, ${nlRulings} for Nova Luna`, 'docs/RULINGS.md, counted']);

let commit = 'unknown';
let dirty = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim()) dirty = ' with uncommitted changes';
} catch { /* not a checkout */ }

console.log('| what | figure | from |');
console.log('|---|---|---|');
for (const [what, figure, from] of rows) console.log(`| ${what} | ${figure} | ${from} |`);
console.log(`\nPrinted by \`node scripts/headline.mjs\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit}${dirty}.`);
