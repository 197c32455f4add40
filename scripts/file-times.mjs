// A node:test reporter that prints, once every file has run, each test file's time (the sum
// of its top-level tests' durations), longest first. The test command (scripts/test.sh) adds
// it beside the spec reporter, so a CI log says where the end-to-end layer's time goes.
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=./scripts/file-times.mjs --test-reporter-destination=stdout FILES
import { relative } from 'node:path';

export default async function* fileTimes(source) {
  const files = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, file, details } = event.data;
    if (nesting !== 0 || !file) continue;
    files.set(file, (files.get(file) ?? 0) + (details?.duration_ms ?? 0));
  }
  if (files.size === 0) return;
  yield 'time per file (its tests, in seconds):\n';
  for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1])) {
    yield `  ${(ms / 1000).toFixed(1).padStart(6)}  ${relative(process.cwd(), file)}\n`;
  }
}
