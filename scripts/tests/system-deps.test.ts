import { ensureTool, installDecision, type MachineProbes } from '../platform/system-deps.cjs';

/** A machine described by what it has; nothing here looks at, or changes, the real one. */
function machine({
  installed = [] as string[],
  aptGet = true,
  root = false,
  sudo = false,
  env = {} as Record<string, string>,
}): MachineProbes {
  const files = new Set(installed);
  const commands = new Map<string, string>([
    ...(aptGet ? ([['apt-get', '/usr/bin/apt-get']] as const) : []),
    ...(sudo ? ([['sudo', '/usr/bin/sudo']] as const) : []),
  ]);
  return {
    env: { PATH: '/usr/bin', ...env },
    isExecutable: (file) => files.has(file),
    which: (command) => commands.get(command) ?? [...files].find((f) => f.endsWith(`/${command}`)),
    uid: () => (root ? 0 : 1000),
    sudoWithoutPassword: () => sudo,
  };
}

describe('a machine without the programs the platform needs', () => {
  it('uses nats-server where Debian installs it', () => {
    expect(
      installDecision('nats-server', machine({ installed: ['/usr/sbin/nats-server'] })),
    ).toEqual({ action: 'present', path: '/usr/sbin/nats-server' });
  });

  it('installs nats-server with apt-get when running as root, saying so', () => {
    const decision = installDecision('nats-server', machine({ root: true }));
    expect(decision).toEqual({
      action: 'install',
      message:
        "nats-server is missing: installing nats-server from Debian's packages (apt-get) ...",
    });
  });

  it('installs through sudo when sudo needs no password', () => {
    const decision = installDecision('chromium', machine({ sudo: true }));
    expect(decision.action).toBe('install');
    expect(decision).toHaveProperty('message', expect.stringContaining('through sudo'));
  });

  it('names the exact command when the user may not install packages', () => {
    expect(installDecision('nats-server', machine({}), 'or set NATS_URL')).toEqual({
      action: 'refuse',
      message:
        'nats-server is not installed: run `sudo apt-get install -y nats-server` (or `npm run setup:system`), or set NATS_URL',
    });
  });

  it('asks for the package when there is no apt-get, even as root', () => {
    const decision = installDecision('chromium', machine({ aptGet: false, root: true }));
    expect(decision.action).toBe('refuse');
    expect(decision).toHaveProperty('message', expect.stringContaining('apt-get is not available'));
  });

  it('holds to a configured path and says when it is wrong', () => {
    const probes = machine({ root: true, env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(installDecision('chromium', probes)).toEqual({
      action: 'refuse',
      message: 'CHROMIUM_PATH=/opt/chrome/chrome is not an executable file: correct it',
    });
  });

  it('runs the install script and returns the installed program', () => {
    const probes = machine({ root: true });
    const logged: string[] = [];
    const path = ensureTool('nats-server', {
      probes,
      log: (line) => logged.push(line),
      install: (pkg) => {
        expect(pkg).toBe('nats-server');
        probes.isExecutable = (file) => file === '/usr/sbin/nats-server';
        return { status: 0 };
      },
    });
    expect(path).toBe('/usr/sbin/nats-server');
    expect(logged).toEqual([expect.stringContaining('installing nats-server')]);
  });

  it('stops with one line when it may not install', () => {
    const install = jest.fn();
    expect(() => ensureTool('chromium', { probes: machine({}), install })).toThrow(
      'chromium is not installed: run `sudo apt-get install -y chromium` (or `npm run setup:system`)',
    );
    expect(install).not.toHaveBeenCalled();
  });

  it('says so when the installation fails', () => {
    expect(() =>
      ensureTool('nats-server', {
        probes: machine({ root: true }),
        log: () => undefined,
        install: () => ({ status: 100 }),
      }),
    ).toThrow('installing nats-server failed');
  });
});
