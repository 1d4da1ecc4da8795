// Programs the platform needs from the machine rather than from npm: nats-server for the event
// bus, Chromium for the browser journeys and Prometheus for the test that scrapes the shop. A missing one is installed through
// scripts/install-system-deps.sh when this user may (root, or sudo without a password prompt)
// and apt-get is there; otherwise the caller stops with one line naming the command to run.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const INSTALL_SCRIPT = path.resolve(__dirname, '../install-system-deps.sh');

const TOOLS = {
  'nats-server': {
    package: 'nats-server',
    envVar: 'NATS_SERVER_BIN',
    commands: ['nats-server'],
    paths: ['/usr/sbin/nats-server', '/usr/bin/nats-server'],
  },
  chromium: {
    package: 'chromium',
    envVar: 'CHROMIUM_PATH',
    commands: ['chromium', 'chromium-browser'],
    paths: ['/usr/bin/chromium'],
  },
  prometheus: {
    package: 'prometheus',
    envVar: 'PROMETHEUS_BIN',
    commands: ['prometheus'],
    paths: ['/usr/bin/prometheus'],
  },
};

/** Whether `file` is a regular file this process may run. */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The machine as it is; tests pass their own. */
const machineProbes = (env = process.env) => ({
  env,
  isExecutable,
  which: (command) =>
    (env.PATH || '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, command))
      .find(isExecutable),
  uid: () => (typeof process.getuid === 'function' ? process.getuid() : -1),
  sudoWithoutPassword: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
});

/** Where the tool is: its setting, the PATH, or where Debian installs it. */
function findTool(name, probes = {}) {
  const { env, which, isExecutable: executable } = { ...machineProbes(probes.env), ...probes };
  const tool = TOOLS[name];
  const configured = env[tool.envVar];
  if (configured) return executable(configured) ? configured : undefined;
  for (const command of tool.commands) {
    const found = which(command);
    if (found) return found;
  }
  return tool.paths.find((file) => executable(file));
}

/**
 * What to do about a tool: `present` (with its path), `install` (with the line to show before
 * installing) or `refuse` (with the one line that tells the user what to run). `hint` adds an
 * alternative to the refusal, e.g. "or set NATS_URL".
 */
function installDecision(name, probes = {}, hint) {
  const all = { ...machineProbes(probes.env), ...probes };
  const tool = TOOLS[name];
  const found = findTool(name, all);
  if (found) return { action: 'present', path: found };
  const or = hint ? `, ${hint}` : '';
  if (all.env[tool.envVar]) {
    return {
      action: 'refuse',
      message: `${tool.envVar}=${all.env[tool.envVar]} is not an executable file: correct it${or}`,
    };
  }
  if (!all.which('apt-get')) {
    return {
      action: 'refuse',
      message: `${name} is not installed and apt-get is not available: install ${tool.package} with this system's package manager and put it on PATH (or set ${tool.envVar})${or}`,
    };
  }
  const root = all.uid() === 0;
  if (root || (all.which('sudo') && all.sudoWithoutPassword())) {
    return {
      action: 'install',
      message: `${name} is missing: installing ${tool.package} from Debian's packages (apt-get${root ? '' : ' through sudo'}) ...`,
    };
  }
  return {
    action: 'refuse',
    message: `${name} is not installed: run \`sudo apt-get install -y ${tool.package}\` (or \`npm run setup:system\`)${or}`,
  };
}

/**
 * The tool's path, installing it first when allowed. Throws an error whose message is the one
 * line to show when the tool is missing and cannot be installed here.
 */
function ensureTool(name, { probes = {}, log = console.log, hint, install } = {}) {
  const decision = installDecision(name, probes, hint);
  if (decision.action === 'present') return decision.path;
  if (decision.action === 'refuse') throw new Error(decision.message);
  log(decision.message);
  const run =
    install ??
    ((pkg) =>
      spawnSync('bash', [INSTALL_SCRIPT, pkg], { stdio: ['ignore', 'inherit', 'inherit'] }));
  const result = run(TOOLS[name].package);
  const installed = findTool(name, probes);
  if (result.status !== 0 || !installed) {
    throw new Error(
      `installing ${TOOLS[name].package} failed: run \`sudo apt-get install -y ${TOOLS[name].package}\` and start again`,
    );
  }
  return installed;
}

module.exports = { TOOLS, findTool, installDecision, ensureTool, isExecutable };
