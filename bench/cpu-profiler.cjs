// Profiles a node process from its start to its exit (node 20 refuses --cpu-prof in NODE_OPTIONS):
//   NODE_OPTIONS="--require $PWD/bench/cpu-profiler.cjs" CPU_PROFILE_DIR=/tmp/prof node bench/…
// Every node process the bench starts inherits both and writes <CPU_PROFILE_DIR>/<pid>.cpuprofile
// as it exits (a service stopped with SIGTERM closes and exits; one killed outright writes
// nothing). Read them with bench/profile-summary.mjs.
const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const { mkdirSync, writeFileSync } = require('node:fs');
  const path = require('node:path');
  const { Session } = require('node:inspector');
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  // One sample a millisecond keeps a long run's profile small; the tallies need no finer grain.
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.once('exit', () => {
    // A session in the process's own thread answers at once, so this runs before the exit.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
