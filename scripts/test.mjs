#!/usr/bin/env node
// The whole suite (npm test) in two lanes side by side: the browser journeys and platform tests,
// one file at a time, in one; every other suite and then the embedded pass in the other. A
// journey spends much of its time waiting on its browser and platform, and the suites on their
// databases and NATS: together they keep the cores busy. Each line is printed as it comes, under
// its lane's name; the run fails when either lane does, after both have ended.
//
//   node scripts/test.mjs [jest arguments, e.g. a path]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const asked = process.argv.slice(2);
// A path names files of one lane only: the other finds none, which is no failure.
const extra = asked.length > 0 ? [...asked, '--passWithNoTests'] : [];
const journeyWorkers = Math.max(1, Math.floor(availableParallelism() / 2));
const suiteWorkers = Math.max(2, availableParallelism() - journeyWorkers);

const lanes = {
  journeys: [[jest, '--selectProjects', 'e2e', `--maxWorkers=${journeyWorkers}`, ...extra]],
  suites: [
    [jest, '--ignoreProjects', 'e2e', `--maxWorkers=${suiteWorkers}`, ...extra],
    ['scripts/test-embedded.mjs', ...extra, `--maxWorkers=${suiteWorkers}`],
  ],
};

/** Runs `args` with node, each line of its output under `lane`; answers its exit status. */
function run(lane, args) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const label = `${lane.padEnd(8)} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label + line));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const failed = await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    let status = 0;
    for (const args of steps) status = (await run(lane, args)) || status;
    return status !== 0;
  }),
);
const names = Object.keys(lanes).filter((_, index) => failed[index]);
if (names.length > 0) console.error(`npm test: failures in ${names.join(' and ')}`);
process.exit(names.length > 0 ? 1 : 0);
