// The overlays' objects: each passes its schema, and they run the apps docker compose builds, from
// the same images and with the same settings' names.
import { containerEnvironment, containerPort } from './rendered';
import {
  describeOverlays,
  COMPOSE,
  deployment,
  documentedSource,
  mainContainer,
  rendered,
} from './overlays.fixture';

describeOverlays((overlay, r) => {
  it('renders objects that each pass their schema', () => {
    expect(r().objects.length).toBeGreaterThan(40);
    expect(r().validate()).toEqual([]);
    const ids = r().objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const object of r().objects) {
      if (object.kind !== 'Namespace') expect(object.metadata.namespace).toBe('leather-and-last');
    }
  });

  it('runs every app docker compose builds, from the same image', () => {
    const ours = r().deployments.filter((d) => d.metadata?.labels?.['app.kubernetes.io/part-of']);
    expect(ours.map((d) => d.metadata!.name).sort()).toEqual(COMPOSE.map((a) => a.name).sort());
    for (const app of COMPOSE) {
      const container = mainContainer(deployment(overlay, app.name));
      expect(containerPort(container, 'http')).toBe(app.port);
      if (overlay === 'local') {
        expect(container.image).toBe(app.image);
      } else {
        // The same image under the registry the overlay names, at a release's tag.
        const [repository, tag] = app.image.split(':');
        expect(container.image).toMatch(new RegExp(`^[a-z0-9.-]+(:\\d+)?/${repository}:[\\w.-]+$`));
        expect(container.image).not.toMatch(new RegExp(`:${tag}$`));
      }
    }
  });
});

describe('docker compose and the manifests', () => {
  it('give each app the same settings by the same names', () => {
    for (const app of COMPOSE) {
      const container = mainContainer(deployment('production', app.name));
      const env = containerEnvironment(rendered.production, container, documentedSource);
      const missing = app.environment.filter((name) => !(name in env));
      expect({ app: app.name, missing }).toEqual({ app: app.name, missing: [] });
    }
  });
});
