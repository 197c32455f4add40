#!/usr/bin/env node
// The target lines' figures as a Markdown table (docs/computer-players.md "The target lines").
//   node scripts/line-figures.mjs             # from the records, and writes their summary
//   node scripts/line-figures.mjs --summary   # from the summary alone (no record, no build)
// The records are where scripts/target-lines.sh keeps them (LINES_DIR, by default
// ~/.local/share/moonvale/lines: outside the repository). Each line's own `table tournament
// ... --play 0` (through scripts/target-lines.sh) reads its record, plays nothing and writes
// nothing, so this may run beside a line that is being played. The figures of the lines found
// are written to docs/figures/target-lines.json with the date, the commit and the command, so
// the docs' table and scripts/headline.mjs do not need the records (about 0.5 MB a line).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SUMMARY = join(ROOT, 'docs/figures/target-lines.json');
const LINES_DIR = process.env.LINES_DIR || join(homedir(), '.local/share/moonvale/lines');

// What each line must show: Hard's share of the wins, and from the second seat where seats
// matter; in solo Nova Luna, Hard's mean score (lower is better).
export const LINES = [
  { name: 'vn2e', what: 'Via Nebula, 2 players, expert side', win: 0.7, second: 0.6 },
  { name: 'vn2b', what: 'Via Nebula, 2 players, beginner side', win: 0.7, second: 0.6 },
  { name: 'vn4e', what: 'Via Nebula, 4 players, expert side: Hard and three flat', win: 0.45 },
  { name: 'nl2', what: 'Nova Luna, 2 players', win: 0.9 },
  { name: 'nl1', what: 'Nova Luna solo', mean: 95 },
];

const pct = (x) => `${Math.round(100 * x)} %`;
const interval = ([lo, hi]) => `${Math.round(100 * lo)}-${Math.round(100 * hi)} %`;
const ms = (x) => Math.round(x).toLocaleString('en');

// Whether a figure meets its target: by its interval (the whole interval on the right side),
// by the rate (or the mean) alone, or not at all.
function verdict(checks, figure) {
  if (checks.every((c) => c.sure)) return 'met';
  if (checks.every((c) => c.rate)) return `met by the ${figure}, not by its interval`;
  return '**not met**';
}

/** Hard's results in a run, and the other bots'. */
function hardOf(line, run) {
  const hard = Object.entries(run.results).find(([bot]) => bot.startsWith('hard'));
  if (!hard) throw new Error(`${line.name}: no Hard in ${run.bots}`);
  return { name: hard[0], h: hard[1], others: Object.entries(run.results).filter(([bot]) => bot !== hard[0]) };
}

/** One row of the table for a line's run. */
function row(line, run) {
  if (run.finished === 0) {
    return `| ${line.what} | \`bash scripts/target-lines.sh ${line.name}\` | 0 of ${run.games} | | | | started, no game finished yet | |`;
  }
  const { h, others } = hardOf(line, run);
  const command = `\`bash scripts/target-lines.sh ${line.name}\` (\`--bots ${run.bots.join(',')} --seed ${run.seed}\`)`;
  const cpu = [`Hard ${ms(h.mean_move_cpu_millis)} / ${ms(h.max_move_cpu_millis)}`]
    .concat(others.map(([bot, r]) => `${bot.split(':')[0]} ${ms(r.mean_move_cpu_millis)} / ${ms(r.max_move_cpu_millis)}`))
    .join(', ');
  let result;
  let seats = '';
  let target;
  let checks;
  let figure = 'rate';
  if (line.mean !== undefined) {
    const [lo, hi] = h.mean_score_95;
    result = `mean score **${h.mean_score.toFixed(1)}** (${lo.toFixed(1)}-${hi.toFixed(1)})`;
    target = `mean at most ${line.mean}`;
    checks = [{ rate: h.mean_score <= line.mean, sure: hi <= line.mean }];
    figure = 'mean';
  } else {
    result = `Hard **${pct(h.win_rate)}** (${interval(h.win_rate_95)}), ${h.wins} of ${h.games}`;
    seats = h.by_seat.map((s) => `${pct(s.win_rate)} (${interval(s.win_rate_95)})`).join('; ');
    const means = others.map(([, r]) => r.mean_score.toFixed(1)).join(', ');
    result += `; mean scores ${h.mean_score.toFixed(1)} against ${means}`;
    target = `${pct(line.win)}` + (line.second ? `, ${pct(line.second)} from the second seat` : '');
    checks = [{ rate: h.win_rate >= line.win, sure: h.win_rate_95[0] >= line.win }];
    if (line.second) {
      const s = h.by_seat[1];
      checks.push({ rate: s.win_rate >= line.second, sure: s.win_rate_95[0] >= line.second });
    }
  }
  const status = run.finished < run.games ? `not finished (${run.finished} of ${run.games} games)` : verdict(checks, figure);
  return `| ${line.what} | ${command} | ${run.finished} of ${run.games} | ${result} | ${seats} | ${target} | ${status} | ${cpu} |`;
}

/** The part of a run the table and the headline read. */
function trim(run) {
  const keep = ['games', 'wins', 'win_rate', 'win_rate_95', 'by_seat', 'mean_score', 'mean_score_95',
    'mean_move_cpu_millis', 'max_move_cpu_millis'];
  const results = {};
  for (const [bot, r] of Object.entries(run.results)) {
    results[bot] = Object.fromEntries(keep.filter((k) => k in r).map((k) => [k, r[k]]));
  }
  return { bots: run.bots, seed: run.seed, games: run.games, finished: run.finished, endings: run.endings, results };
}

/** Each line's run: read from its record, or from the summary. */
function runs(fromSummary) {
  if (fromSummary) return JSON.parse(readFileSync(SUMMARY, 'utf8'));
  const found = LINES.filter((line) => existsSync(join(LINES_DIR, `${line.name}.jsonl`)));
  if (found.length === 0) {
    console.error(`no record in ${LINES_DIR} (LINES_DIR): the table below is docs/figures/target-lines.json's`);
    return JSON.parse(readFileSync(SUMMARY, 'utf8'));
  }
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch { return 'unknown'; }
  })();
  const summary = {
    printed_by: 'node scripts/line-figures.mjs (each line: bash scripts/target-lines.sh <line> --play 0)',
    date: new Date().toISOString().slice(0, 10),
    commit,
    lines: [],
  };
  for (const line of found) {
    const out = execFileSync('bash', [join(ROOT, 'scripts/target-lines.sh'), line.name, '--play', '0'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, LINES_DIR },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    summary.lines.push({ name: line.name, run: trim(JSON.parse(out)) });
  }
  mkdirSync(dirname(SUMMARY), { recursive: true });
  writeFileSync(SUMMARY, JSON.stringify(summary, null, 1) + '\n');
  return summary;
}

/** The Markdown table of a summary. */
export function table(summary) {
  const rows = [
    '| line | command | games | result (95 % interval) | Hard from each seat, first first | target | where it stands | CPU per move, mean / max (ms) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const line of LINES) {
    const entry = summary.lines.find((l) => l.name === line.name);
    if (entry) rows.push(row(line, entry.run));
  }
  return rows.join('\n');
}

/** Hard's headline figure of each line, in a few words. */
export function headline(summary) {
  return LINES.map((line) => {
    const entry = summary.lines.find((l) => l.name === line.name);
    if (!entry || entry.run.finished === 0) return null;
    const { h } = hardOf(line, entry.run);
    return line.mean !== undefined ? `${line.name} mean ${h.mean_score.toFixed(1)}` : `${line.name} ${pct(h.win_rate)}`;
  }).filter(Boolean).join(', ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const summary = runs(process.argv.includes('--summary'));
  console.log(table(summary));
  console.log(`\n(\`node scripts/line-figures.mjs\`, ${summary.date}, commit ${summary.commit})`);
}
