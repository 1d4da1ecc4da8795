#!/usr/bin/env node
// The whole suite (npm test) in two lanes side by side. One runs the browser journeys and platform
// tests, the other every other suite; then each takes the next database-backed project to run
// once more on the embedded engine, until none is left. A journey spends much of its time waiting
// on its browser and platform, and the suites on their databases and NATS: together they keep the
// cores busy. Each line is printed as it comes, under its lane's name; the run fails when any
// part does, after all have ended.
//
//   node scripts/test.mjs [jest arguments, e.g. a path]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { EMBEDDED_PROJECTS } from './embedded-projects.mjs';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const asked = process.argv.slice(2);
// A path names files of some parts only: the others find none, which is no failure.
const extra = asked.length > 0 ? [...asked, '--passWithNoTests'] : [];
const journeyWorkers = Math.max(1, Math.floor(availableParallelism() / 2));
const suiteWorkers = Math.max(2, availableParallelism() - journeyWorkers);

const lanes = [
  { name: 'journeys', workers: journeyWorkers, first: ['--selectProjects', 'e2e'] },
  { name: 'suites', workers: suiteWorkers, first: ['--ignoreProjects', 'e2e'] },
];
const embedded = [...EMBEDDED_PROJECTS];
// A larger young generation: fewer collections in the test processes and the platforms they
// start (about 6 % less CPU across the service suites).
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32']
  .filter(Boolean)
  .join(' ');

/** Runs jest with `args` in `lane`, each line of its output under the lane's name. */
function run(lane, args, env = {}) {
  const child = spawn(process.execPath, [jest, ...args, `--maxWorkers=${lane.workers}`, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: nodeOptions, ...env },
  });
  const label = `${lane.name.padEnd(8)} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(label + line));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

const failures = [];
await Promise.all(
  lanes.map(async (lane) => {
    if (!(await run(lane, lane.first))) failures.push(lane.name);
    for (let project; (project = embedded.shift());) {
      const passed = await run(lane, ['--selectProjects', project], { TEST_DATABASE: 'embedded' });
      if (!passed) failures.push(`${project} on the embedded engine`);
    }
  }),
);
if (failures.length > 0) console.error(`npm test: failures in ${failures.join(', ')}`);
process.exit(failures.length > 0 ? 1 : 0);
