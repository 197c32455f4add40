#!/usr/bin/env node
// The target lines' figures as a Markdown table (README "Computer players", the target lines),
// from their records in docs/lines/ as they stand: each line's own `table tournament ...
// --play 0` (through scripts/target-lines.sh), which plays nothing and writes nothing, so it
// may run beside a line that is being played.
//   node scripts/line-figures.mjs
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// What each line must show (the targets): Hard's share of the wins, and from the
// second seat where seats matter; in solo Nova Luna, Hard's mean score (lower is better).
const LINES = [
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

const rows = [];
for (const line of LINES) {
  if (!existsSync(join(ROOT, 'docs/lines', `${line.name}.jsonl`))) continue;
  const out = execFileSync('bash', [join(ROOT, 'scripts/target-lines.sh'), line.name, '--play', '0'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const run = JSON.parse(out);
  if (run.finished === 0) {
    rows.push(`| ${line.what} | \`bash scripts/target-lines.sh ${line.name}\` | 0 of ${run.games} | | | | started, no game finished yet | |`);
    continue;
  }
  const hard = Object.entries(run.results).find(([bot]) => bot.startsWith('hard'));
  if (!hard) throw new Error(`${line.name}: no Hard in ${run.bots}`);
  const [hardName, h] = hard;
  const others = Object.entries(run.results).filter(([bot]) => bot !== hardName);
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
  rows.push(`| ${line.what} | ${command} | ${run.finished} of ${run.games} | ${result} | ${seats} | ${target} | ${status} | ${cpu} |`);
}

console.log('| line | command | games | result (95 % interval) | Hard from each seat, first first | target | where it stands | CPU per move, mean / max (ms) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
