#!/usr/bin/env node
// The docs' citations hold (docs/testing.md "Citations"): code, tests, scripts and the docs
// themselves cite a page by file and heading, `docs/<page>.md "<Heading>"` (or `README
// "<Heading>"` for the front page, `docs/RULINGS.md, "Nova Luna"` with a comma too), in
// comments that may break a line inside the heading. This finds every such citation in the
// tracked text files, and every relative link of the Markdown pages (`[text](page.md#anchor)`),
// and fails naming file:line and what is missing when a cited file, heading or anchor does not
// exist, or when a page under docs/ cannot be reached from the README by links.
//   node scripts/check-cites.mjs [<checkout>]
// No dependency; it reads the files only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = process.argv[2] || join(dirname(fileURLToPath(import.meta.url)), '..');
const TEXT = /\.(rs|mjs|js|cjs|sh|toml|ftl|css|html|md|py|json|yml|yaml)$|(^|\/)\.ci\/run$/;
const SKIP = /(^|\/)(package-lock\.json|Cargo\.lock)$|^tests\/fixtures\/|^docs\/balance\//;

/** The files to read: git's list where there is one (tracked and new), else a walk. */
function listFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set(out.split('\n').filter(Boolean))].filter((f) => existsSync(join(ROOT, f)));
  } catch {
    const out = [];
    const walk = (dir) => {
      for (const name of readdirSync(join(ROOT, dir))) {
        if (['.git', 'target', 'node_modules', 'dist', 'test-output'].includes(name)) continue;
        const path = dir ? `${dir}/${name}` : name;
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else out.push(path);
      }
    };
    walk('');
    return out;
  }
}

const files = listFiles().filter((f) => TEXT.test(f) && !SKIP.test(f));
const markdown = files.filter((f) => f.endsWith('.md'));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(text) {
  return text.trim().toLowerCase().replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** A heading's text as a citation names it: inline code and emphasis marks dropped. */
const plain = (text) => text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();

// Each page's headings (outside code fences) and their anchors.
const pages = new Map();
function page(file) {
  if (pages.has(file)) return pages.get(file);
  const headings = new Set();
  const anchors = new Set();
  const links = [];
  let fenced = false;
  readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const h = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (h) {
      headings.add(plain(h[1]));
      let anchor = slug(plain(h[1]));
      for (let n = 1; anchors.has(anchor); n++) anchor = `${slug(plain(h[1]))}-${n}`;
      anchors.add(anchor);
    }
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ target: m[1], line: i + 1 });
    }
  });
  const entry = { headings, anchors, links };
  pages.set(file, entry);
  return entry;
}

const problems = [];

/** The repository file a citation names: a path from the root, else a unique file name. */
function resolve(name) {
  if (name === 'README' || name === 'README.md') return 'README.md';
  const path = normalize(name).split(sep).join('/');
  if (path.startsWith('../')) return null; // outside the repository: not ours to check
  if (markdown.includes(path)) return path;
  const found = markdown.filter((f) => f === path || f.endsWith(`/${path}`));
  return found.length === 1 ? found[0] : undefined;
}

// Citations: `<file>.md "<Heading>"` or `README "<Heading>"`, a comma allowed before the quote;
// a line break with its comment leader may fall anywhere in the gap or in the heading.
const LEADER = String.raw`[ \t]*(?:\/\/[\/!]?|#+|\*|<!--|--)?[ \t]*`;
const BREAK = String.raw`(?:[ \t]*\n${LEADER})`;
const CITE = new RegExp(
  String.raw`(?<![\w./-])((?:[\w.-]+\/)*[\w.-]+\.md|README)(,?)(?:[ \t]+|${BREAK})+"((?:[^"\n]|${BREAK}){1,160}?)"`,
  'g',
);
for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineOf = (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const m of text.matchAll(CITE)) {
    const [, name, , raw] = m;
    const heading = plain(raw.replace(new RegExp(BREAK, 'g'), ' '));
    if (/^<[^>]*>$/.test(heading)) continue; // a placeholder, as in this file's own comments
    const where = `${file}:${lineOf(m.index)}`;
    const target = resolve(name);
    if (target === null) continue;
    if (target === undefined) {
      problems.push(`${where}: ${name} "${heading}": no such file`);
    } else if (!page(target).headings.has(heading)) {
      problems.push(`${where}: ${name} "${heading}": no such heading in ${target}`);
    }
  }
}

// Relative links between the pages, and the pages the README leads to.
const reached = new Set(['README.md']);
const queue = ['README.md'];
while (queue.length) {
  const file = queue.shift();
  if (!existsSync(join(ROOT, file))) continue;
  for (const { target, line } of page(file).links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [path, anchor] = target.split('#');
    const to = path ? posix.normalize(posix.join(posix.dirname(file), decodeURI(path))) : file;
    const where = `${file}:${line}`;
    if (to.startsWith('../')) continue;
    if (!existsSync(join(ROOT, to))) {
      problems.push(`${where}: link to ${target}: no such file`);
      continue;
    }
    if (!to.endsWith('.md')) continue;
    if (anchor && !page(to).anchors.has(anchor)) {
      problems.push(`${where}: link to ${target}: no heading with that anchor in ${to}`);
    }
    if (!reached.has(to)) {
      reached.add(to);
      queue.push(to);
    }
  }
}
// Every other page's links are checked too, reached or not.
for (const file of markdown) {
  if (reached.has(file)) continue;
  for (const { target, line } of page(file).links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [path, anchor] = target.split('#');
    const to = path ? posix.normalize(posix.join(posix.dirname(file), decodeURI(path))) : file;
    if (to.startsWith('../')) continue;
    if (!existsSync(join(ROOT, to))) problems.push(`${file}:${line}: link to ${target}: no such file`);
    else if (to.endsWith('.md') && anchor && !page(to).anchors.has(anchor)) {
      problems.push(`${file}:${line}: link to ${target}: no heading with that anchor in ${to}`);
    }
  }
  if (file.startsWith('docs/')) problems.push(`${file}: not reachable by links from README.md`);
}

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`check-cites: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`check-cites: every citation and link holds (${files.length} files, ${reached.size} pages reached from README.md)`);
