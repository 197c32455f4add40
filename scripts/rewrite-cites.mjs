#!/usr/bin/env node
// One-off: rewrites the citations of the old README's headings (`README "Heading"`, also
// `README, "Heading"` and `README.md under "Heading"`) to their new homes in docs/ after the
// README was split by topic. Run from the repository's root:
//   node /work/rewrite-cites.mjs            # rewrites in place, prints what it changed
//   node /work/rewrite-cites.mjs --dry      # prints only
// It is idempotent: a file already rewritten has no old citation left, and a citation of a
// heading the new README has is left as it is. Where `EXACT` and `PER_FILE` have no entry, the
// general mapping (`MAP`) applies, so a citation added since on another branch still gets a page.
// Then `node scripts/check-cites.mjs` checks that every citation names an existing heading.
// Lines it lengthens past 100 columns in a comment paragraph are re-wrapped (only there).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const DRY = process.argv.includes('--dry');

// Old README heading -> [new file, new heading].
const MAP = {
  "A phone's first visit": ['docs/performance.md', "A phone's first visit"],
  'Computer players': ['docs/computer-players.md', 'Computer players'],
  "The table's screen": ['docs/table-screen.md', "The table's screen"],
  'Every game is a record': ['docs/records.md', 'Every game is a record'],
  'The rules engines, the command-line table and the benchmark': ['docs/engines.md', 'The rules engines'],
  Review: ['docs/review.md', 'Review'],
  'A thousand saved games': ['docs/saved-games.md', 'A thousand saved games'],
  'A rating': ['docs/daily-and-rating.md', 'A rating'],
  'The daily challenge': ['docs/daily-and-rating.md', 'The daily challenge'],
  'Playing together': ['docs/playing-together.md', 'Playing together, each on their own device'],
  'Playing together, each on their own device': ['docs/playing-together.md', 'Playing together, each on their own device'],
  'At the table': ['docs/at-the-table.md', 'At the table'],
  'At the table: turns, hand-over, undo, computer seats': ['docs/at-the-table.md', 'Seats and whose eyes the screen is'],
  Figures: ['docs/performance.md', 'Page weight'],
  'Learning to play: the tutorials': ['docs/tutorials.md', 'Learning to play: the tutorials'],
  'Via Nebula balance report': ['docs/via-nebula-balance.md', 'The balance report'],
  Deploying: ['docs/hosting.md', 'Hosting Moonvale on a static host'],
  'Tests: three engines': ['docs/testing.md', 'Three engines'],
  Tests: ['docs/testing.md', 'The layers'],
  'Bad input: a million per entry point': ['docs/soak-and-fuzz.md', 'Bad input: a million per entry point'],
  'A hundred thousand games': ['docs/soak-and-fuzz.md', 'A hundred thousand games'],
  'A board game on the table': ['docs/table-screen.md', 'A board game on the table'],
  'Update protocol': ['docs/hosting.md', 'Update protocol'],
  'The rules at hand, with pictures': ['docs/tutorials.md', 'The rules at hand, with pictures'],
  'Pieces that move': ['docs/table-screen.md', 'Pieces that move'],
  'Choose on the board': ['docs/table-screen.md', 'Choose on the board'],
  Layout: ['docs/architecture.md', 'Layout'],
  'One game registry': ['docs/architecture.md', 'One game registry'],
  Deploy: ['docs/hosting.md', 'Hosting Moonvale on a static host'],
};

// Where a file's citation of an old heading is about one part of it: file -> old -> new heading
// (in the same new file as MAP's).
const PER_FILE = {
  'src/ui/platform/thinker.rs': { 'Computer players': 'Speed in the browser' },
  'crates/ai/src/worker.rs': { 'Computer players': 'Levels' },
  'crates/ai/tests/ai/worker_time.rs': { 'Computer players': 'In the browser' },
  'tests/e2e/helpers.mjs': { 'Computer players': 'Levels' },
  'tests/e2e/thinking.test.mjs': { 'Computer players': 'In the browser' },
  'tests/e2e/worker.test.mjs': { 'Computer players': 'In the browser' },
  'scripts/bench-computer.sh': { 'Computer players': 'Speed in the browser' },
  'tests/e2e/bench-computer.mjs': { 'Computer players': 'Speed in the browser' },
  'crates/tools/tests/tools/ai_cli.rs': { 'Computer players': 'Long lines across sittings' },
  'crates/rules/tests/via_nebula_unchecked.rs': { 'Computer players': 'How they choose' },
  'crates/ai/src/ismcts.rs': { 'Computer players': "The solo reward's centre follows the game" },
  'crates/ai/src/nova_luna.rs': { 'Computer players': 'Five cells and task links in solo Nova Luna' },
  'crates/ai/src/lib.rs': { 'Computer players': 'How they choose' },
  'scripts/target-lines.sh': { 'Computer players': 'The target lines' },
  'scripts/line-figures.mjs': { 'Computer players': 'The target lines' },
  'crates/rules/tests/rules/choice_worth.rs': { "The table's screen": 'Choices that say what they are worth' },
  'tests/e2e/choice-worth.test.mjs': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/src/i18n/locales/nova-luna/en.ftl': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/src/i18n/locales/nova-luna/fr.ftl': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/src/i18n/locales/nova-luna/pl.ftl': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/src/i18n/locales/via-nebula/en.ftl': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/src/i18n/locales/via-nebula/fr.ftl': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/src/i18n/locales/via-nebula/pl.ftl': { "The table's screen": 'Choices that say what they are worth' },
  'crates/table/tests/table/address.rs': { "The table's screen": 'Addresses' },
  'tests/e2e/routes.test.mjs': { "The table's screen": 'Addresses' },
  'tests/app/i18n_catalogues.rs': { "The table's screen": 'One voice' },
  'tests/e2e/language.test.mjs': { "The table's screen": 'One voice' },
  'tests/app/table_policies.rs': { "The table's screen": 'Moves you can follow' },
  'tests/e2e/moves-you-can-follow.test.mjs': { "The table's screen": 'Moves you can follow' },
  'static/app.css': { "The table's screen": 'Moves you can follow', 'Every game is a record': 'Charts' },
  'tests/e2e/accessibility.test.mjs': { "The table's screen": 'Checked by a standard' },
  'tests/e2e/board-readable.test.mjs': { "The table's screen": 'The Via Nebula board' },
  'tests/e2e/motion.test.mjs': { "The table's screen": 'Pieces that move' },
  'tests/e2e/board-choices.test.mjs': { 'A board game on the table': 'Choose on the board' },
  'tests/web/nova_luna.rs': { 'A board game on the table': 'Pieces that move' },
  'src/ui/pages/stats.rs': { 'Every game is a record': 'Statistics' },
  'src/ui/pages/replay.rs': { 'Every game is a record': 'Replay' },
  'crates/table/src/table/replay.rs': { 'Every game is a record': 'Replay' },
  'crates/table/src/table/charts.rs': { 'Every game is a record': 'Charts' },
  'src/ui/widgets/sharing.rs': { 'Every game is a record': 'Play by link' },
  'crates/table/src/storage/archive.rs': { 'A thousand saved games': 'The archive' },
  'crates/table/tests/table/storage_archive_tier.rs': { 'A thousand saved games': 'The archive' },
  'crates/table/tests/table/storage_space.rs': { 'A thousand saved games': 'The archive' },
  'tests/web/archive.rs': { 'A thousand saved games': 'The archive' },
  'tests/e2e/storage-lasts.test.mjs': { 'A thousand saved games': 'The archive' },
  'scripts/bench-archive.sh': { 'A thousand saved games': 'The figures' },
  'src/ui/table/practice.rs': { 'At the table': 'Practice against the computers' },
  'src/ui/table/why.rs': { 'At the table': 'Why did the computer play that?' },
  'crates/table/src/table/mod.rs': { 'At the table': 'Undo' },
  'scripts/post-build.mjs': { Deploying: 'Precompressed copies' },
  'tests/e2e/security.test.mjs': { Deploying: 'What the build adds' },
  'scripts/bench-saving.sh': { Figures: 'Saving a move' },
  'tests/e2e/bench-saving.mjs': { Figures: 'Saving a move' },
  'scripts/bench-via-nebula.sh': { Figures: 'Drawing the Via Nebula board' },
  'tests/e2e/bench-via-nebula.mjs': { Figures: 'Drawing the Via Nebula board' },
  'tests/e2e/via-nebula.test.mjs': { Figures: ['docs/testing.md', 'What the end-to-end tests check'] },
  'crates/tools/tests/tools/cli_table.rs': {
    'The rules engines, the command-line table and the benchmark': 'The command-line table',
  },
};

// A citation of "Computer players" followed by the part it means.
const PARTS = [
  [/^,\s+the\s+race\s+for\s+the\s+fifth\s+building/, 'The race for the fifth building'],
  [/^,\s+the\s+playout's\s+length/, "The playout's length"],
  [/^,\s+the\s+evaluation/, 'The evaluation, fitted'],
  [/^,\s+the\s+solo\s+reward/, "The solo reward's centre follows the game"],
  [/^,\s+the\s+target\s+lines/, 'The target lines'],
];

// Exact texts rewritten first: citations of several headings at once, and the README named
// without a heading.
const EXACT = [
  ['crates/ai/src/review.rs', '(README "Computer players", "Review")', '(docs/review.md "Review")'],
  ['crates/table/tests/table/practice.rs',
    '(README, "At the table": "Undo,\n//! one policy for both games" and "Practice"; "A rating"; "The daily challenge")',
    '(docs/at-the-table.md "Undo",\n//! docs/at-the-table.md "Practice against the computers", docs/daily-and-rating.md "A rating",\n//! docs/daily-and-rating.md "The daily challenge")'],
  ['tests/e2e/practice.test.mjs',
    '// README "At the table" (practice against the computers; "why did the computer play that?"),\n// "A rating" and "The daily challenge" (assisted games apart)',
    '// docs/at-the-table.md "Practice against the computers", docs/at-the-table.md "Why did the\n// computer play that?", docs/daily-and-rating.md "A rating" and docs/daily-and-rating.md "The\n// daily challenge" (assisted games apart)'],
  ['crates/table/src/table/mod.rs', '//! Practice (README, "At the table"):', '//! Practice (docs/at-the-table.md "Practice against the computers"):'],
  ['crates/ai/src/lib.rs', '(README, "Computer players": 0 and 15 measured', '(docs/computer-players.md "The solo reward\'s centre follows the game": 0 and 15 measured'],
  ['crates/ai/src/lib.rs', '(maximum time per move, see the README)', '(maximum time per move: docs/computer-players.md "Strength: the levels")'],
  ['crates/ai/src/lib.rs', 'each, figures in the README)', 'each, docs/computer-players.md "Strength: the levels")'],
  ['crates/table/src/rating.rs', "(the README's strength table:", '(docs/computer-players.md "Strength: the levels":'],
  ['crates/table/src/rating.rs', "and the gaps the README's tournaments measured\n/// (", 'and the gaps the tournaments measured\n/// (docs/computer-players.md "Strength: the levels"; '],
  ['crates/tools/tests/tools/fuzz_inputs.rs', '`table fuzz --inputs 1000000` (README).', '`table fuzz --inputs 1000000` (docs/soak-and-fuzz.md "Bad input: a million per entry point").'],
  ['crates/tools/src/bin/TABLE.md', 'in the output and in the README, "Review")', 'in the output and in docs/review.md "Review")'],
  ['static/sw-register.js', 'described in README.md under "Update protocol"', 'described in docs/hosting.md "Update protocol"'],
  ['tests/e2e/board-readable.test.mjs', '(the README\'s "after" pictures come from them)', '(docs/table-screen.md "The Via Nebula board" says what they show)'],
  ['tests/e2e/computers.test.mjs', 'instead of its second (README "Computer players": the', 'instead of its second (docs/computer-players.md "Levels": the'],
  ['tests/e2e/accessibility.test.mjs', '// README "Every game is a record": the share dialog.', '// docs/records.md "Play by link": the share dialog.'],
  ['tests/app/i18n_catalogues.rs', '/// README "The table\'s screen": one voice. The same', '/// docs/table-screen.md "One voice": the same'],
  ['tests/e2e/motion.test.mjs', '// README "The table\'s screen": pieces that move. In ', '// docs/table-screen.md "Pieces that move": in '],
  ['tests/web/via_nebula.rs', '// A phone held upright (README "The table\'s screen")', '// A phone held upright (docs/table-screen.md "The Via Nebula board")'],
  ['tests/web/via_nebula.rs', '// Pieces that move (README "The table\'s screen")', '// Pieces that move (docs/table-screen.md "Pieces that move")'],
  ['Cargo.toml', 'with "s" (README "A phone\'s first visit")', 'with "s" (docs/performance.md "Page weight")'],
];

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
  .filter((f) => f && f !== 'README.md' && !f.startsWith('docs/') && /\.(rs|mjs|js|sh|toml|ftl|css|html|md|py)$|^\.ci\/run$/.test(f));

const LEADER = String.raw`[ \t]*(?:\/\/[\/!]?|#+|\*)?[ \t]*`;
const CITE = new RegExp(String.raw`README(?:\.md)?(,|[ \t]+under)?([ \t]*(?:\n${LEADER})?)"((?:[^"\n]|\n${LEADER}){1,200}?)"`, 'g');
const flat = (s) => s.replace(new RegExp(String.raw`[ \t]*\n${LEADER}`, 'g'), ' ').replace(/\s+/g, ' ').trim();

const REFLOW = /\.(rs|mjs|js|sh|toml|ftl)$/;
const WIDTH = 100;

/** Re-wraps, from line `i`, a comment paragraph whose line passes WIDTH. */
function reflow(lines, i) {
  while (i < lines.length && lines[i].length > WIDTH) {
    const m = lines[i].match(/^([ \t]*(?:\/\/[\/!]?|#+)[ \t]*)/);
    if (!m) return;
    const leader = m[1];
    const line = lines[i];
    let cut = line.lastIndexOf(' ', WIDTH);
    if (cut <= leader.length) return;
    const head = line.slice(0, cut).replace(/\s+$/, '');
    const rest = line.slice(cut + 1);
    lines[i] = head;
    const next = lines[i + 1];
    // The next line goes on with the same paragraph: the same leader, then prose (not a list
    // item, a table row, a heading, a code fence or an indented line).
    const body = next === undefined ? '' : next.slice(leader.length);
    const continues = next !== undefined && next.startsWith(leader) && /^[^\s\-*|#]/.test(body)
      && !/^\d+\./.test(body) && !body.startsWith('```');
    if (continues) lines[i + 1] = `${leader}${rest} ${next.slice(leader.length)}`;
    else lines.splice(i + 1, 0, `${leader}${rest}`);
    i += 1;
  }
}

// Headings the new README has: a citation of one of them is already right.
const front = new Set(readFileSync('README.md', 'utf8').split('\n')
  .map((l) => l.match(/^#{1,6}\s+(.*?)\s*$/)?.[1]).filter(Boolean));

let changed = 0;
const unmapped = [];
for (const file of files) {
  const before = readFileSync(file, 'utf8');
  let text = before;
  for (const [f, from, to] of EXACT) if (f === file && text.includes(from)) text = text.split(from).join(to);
  const touched = [];
  text = text.replace(CITE, (all, connector, gap, raw, offset, whole) => {
    const old = flat(raw);
    const after = whole.slice(offset + all.length, offset + all.length + 80);
    let target;
    let consumed = 0;
    if (old === 'Computer players') {
      for (const [re, heading] of PARTS) {
        const m = flat(after).match(re);
        if (m) {
          // How much of the original text the part's words take (line breaks and leaders included).
          const words = m[0].split(/\s+/).filter(Boolean);
          const re2 = new RegExp('^' + words.map((w) => w.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')).join(String.raw`(?:\s|\n${LEADER})+`));
          const m2 = after.match(re2);
          if (m2) { target = ['docs/computer-players.md', heading]; consumed = m2[0].length; }
          break;
        }
      }
    }
    if (!target) {
      const local = PER_FILE[file]?.[old];
      if (Array.isArray(local)) target = local;
      else if (local) target = [MAP[old][0], local];
      else if (MAP[old]) target = MAP[old];
    }
    if (!target) {
      if (!front.has(old) && !/^<.*>$/.test(old)) unmapped.push(`${file}: README "${old}"`);
      return all;
    }
    touched.push(offset);
    const replacement = `${target[0]} "${target[1]}"`;
    return consumed ? `${replacement}\u0000${consumed}\u0000` : replacement;
  });
  // Drop the words of a part that the new heading now names.
  for (let at = text.indexOf('\u0000'); at !== -1; at = text.indexOf('\u0000')) {
    const end = text.indexOf('\u0000', at + 1);
    const n = Number(text.slice(at + 1, end));
    text = text.slice(0, at) + text.slice(end + 1 + n);
  }
  if (text === before) continue;
  // Re-wrap the comment lines a rewrite made too long.
  if (REFLOW.test(file)) {
    const lines = text.split('\n');
    const old = new Set(before.split('\n'));
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].length > WIDTH && !old.has(lines[i]) && /docs\/[\w-]+\.md "/.test(lines[i])) reflow(lines, i);
    }
    text = lines.join('\n');
  }
  changed += 1;
  console.log(`rewritten: ${file}`);
  if (!DRY) writeFileSync(file, text);
}
for (const u of unmapped) console.log(`not mapped: ${u}`);
console.log(`${changed} files ${DRY ? 'would change' : 'changed'}`);
