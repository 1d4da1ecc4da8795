// The frontends in each overlay, and the Ingress in front of them and of the gateway.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { containerEnvironment, containerPort, selects } from './rendered';
import {
  describeOverlays,
  BACKENDS,
  deployment,
  documentedSecrets,
  FRONTENDS,
  httpGet,
  mainContainer,
  reached,
  REMOTES,
  REPO,
  scratchFile,
  secretsOf,
  settingsOf,
  SHELL_VARIABLES,
  shopOrigin,
  url,
} from './overlays.fixture';

describeOverlays((overlay, r) => {
  describe('the frontends', () => {
    it.each(FRONTENDS.map((app) => app.name))('%s: probes, replicas, a PDB', (name) => {
      const workload = deployment(overlay, name);
      const container = mainContainer(workload);
      for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
        const { path: probed, port } = httpGet(container, probe);
        // The shell renders every path without an extension, reading the API; a file it serves
        // as it is keeps a slow gateway from taking the storefront servers out of the Ingress.
        expect(probed).toBe(name === 'shell' ? '/runtime-config.json' : '/mf-manifest.json');
        expect(path.extname(probed!)).not.toBe('');
        expect(containerPort(container, port)).toBe(containerPort(container, 'http'));
      }
      const env = containerEnvironment(r(), container, secretsOf(overlay));
      expect(Number(env.PORT)).toBe(containerPort(container, 'http'));
      expect(workload.spec!.replicas).toBe(overlay === 'local' ? 1 : 2);
      const labels = workload.spec!.template.metadata!.labels!;
      expect(
        r().pdbs.filter((pdb) => selects(pdb.spec?.selector?.matchLabels, labels)),
      ).toHaveLength(1);
    });

    it("the shell's runtime config points at the remotes' hosts and the page's own origin", () => {
      const container = mainContainer(deployment(overlay, 'shell'));
      const env = containerEnvironment(r(), container, secretsOf(overlay));
      expect(Object.keys(env).filter((name) => !SHELL_VARIABLES.includes(name))).toEqual([]);
      const file = scratchFile(`runtime-config-${overlay}.json`);
      const writer = spawnSync(
        process.execPath,
        [path.join(REPO, 'deploy/shell/write-runtime-config.mjs'), file],
        { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
      );
      expect(writer.stderr).toBe('');
      const config = JSON.parse(readFileSync(file, 'utf8'));
      expect(config.apiBase).toBe('');
      for (const remote of REMOTES) {
        const manifest = url(config.remotes[remote.replace('-', '_')]);
        expect(manifest.pathname).toBe('/mf-manifest.json');
        expect(manifest.protocol).toBe(overlay === 'local' ? 'http:' : 'https:');
        expect(ingressBackend(manifest.hostname, '/mf-manifest.json')).toBe(remote);
      }
      expect(reached(overlay, url(env.API_UPSTREAM))).toEqual({
        workload: 'gateway',
        containerPort: BACKENDS.gateway.port,
      });
      // The pages rendered on the server load each remote's server build from its Service.
      expect(Object.keys(config.serverRemotes).sort()).toEqual(
        REMOTES.map((remote) => remote.replace('-', '_')).sort(),
      );
      for (const remote of REMOTES) {
        const entry = url(config.serverRemotes[remote.replace('-', '_')]);
        expect(entry.pathname).toBe('/server/remoteEntry.js');
        expect(reached(overlay, entry)).toEqual({
          workload: remote,
          containerPort: containerPort(mainContainer(deployment(overlay, remote)), 'http'),
        });
      }
    });

    it('the shell, which renders the pages, scales on CPU in production', () => {
      const workload = deployment(overlay, 'shell');
      const hpas = r().hpas.filter((hpa) => hpa.spec?.scaleTargetRef.name === 'shell');
      if (overlay === 'local') {
        expect(hpas).toEqual([]);
        return;
      }
      expect(hpas).toHaveLength(1);
      expect(hpas[0].spec!.minReplicas).toBe(workload.spec!.replicas);
      expect(hpas[0].spec!.maxReplicas).toBeGreaterThan(hpas[0].spec!.minReplicas!);
      expect(hpas[0].spec!.metrics?.[0].resource?.name).toBe('cpu');
      expect(mainContainer(workload).resources?.requests?.cpu).toBeDefined();
    });
  });

  /** The Service the Ingress sends a request for this host and path to (longest prefix wins). */
  function ingressBackend(host: string, requestPath: string): string | undefined {
    const rule = r().ingress.spec?.rules?.find((each) => each.host === host);
    const matching = (rule?.http?.paths ?? [])
      .filter((p) => p.pathType === 'Prefix')
      .filter(
        (p) => requestPath === p.path || requestPath.startsWith(`${p.path!.replace(/\/$/, '')}/`),
      )
      .sort((a, b) => b.path!.length - a.path!.length);
    const service = matching[0]?.backend.service;
    if (!service) return undefined;
    // Its port is one the Service has, and reaches a container.
    r().containerPortBehind(service.name, service.port!.name ?? service.port!.number!);
    return r().workloadBehind(service.name).metadata?.name;
  }

  describe('the Ingress', () => {
    it('serves the shop at one origin: / the shell, /api and /uploads the gateway', () => {
      const host = url(shopOrigin(overlay)).hostname;
      expect(ingressBackend(host, '/')).toBe('shell');
      expect(ingressBackend(host, '/product/42')).toBe('shell');
      expect(ingressBackend(host, '/api/product/list')).toBe('gateway');
      expect(ingressBackend(host, '/api')).toBe('gateway');
      expect(ingressBackend(host, '/uploads/products/a.webp')).toBe('gateway');
      expect(ingressBackend(host, '/apiary')).toBe('shell');
    });

    it('lets uploads through and streams server-sent events', () => {
      const annotations = r().ingress.metadata?.annotations ?? {};
      const { config } = settingsOf(overlay, 'gateway');
      const bodySize = /^(\d+)m$/.exec(annotations['nginx.ingress.kubernetes.io/proxy-body-size']);
      expect(Number(bodySize?.[1])).toBeGreaterThan(Number(config.UPLOAD_BODY_LIMIT_MB));
      expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    });

    it('has a host per remote, and in production TLS for every host', () => {
      const hosts = r().ingress.spec!.rules!.map((rule) => rule.host);
      expect(hosts).toHaveLength(1 + REMOTES.length);
      const tls = r().ingress.spec?.tls ?? [];
      if (overlay === 'local') {
        expect(tls).toEqual([]);
      } else {
        expect(tls.flatMap((entry) => entry.hosts)).toEqual(hosts);
        expect(documentedSecrets().get(tls[0].secretName!)?.type).toBe('kubernetes.io/tls');
      }
    });
  });
});
