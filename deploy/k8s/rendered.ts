// An overlay as the cluster would receive it: rendered by `kubectl kustomize`, parsed, each object
// checked against its schema (kubernetes-models for Kubernetes' own kinds and the Prometheus
// Operator's, cnpg.ts for CloudNativePG's), and indexed for the manifests' test, with each container's environment resolved
// the way the kubelet resolves it.
import { spawnSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import {
  PodMonitor,
  PrometheusRule,
} from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { cnpgCluster, cnpgDatabase, type CnpgCluster, type CnpgDatabase } from './cnpg';

/** Every kind an overlay may hold, with what checks it. A kind missing here fails the test. */
const SCHEMAS: Record<string, (object: unknown) => void> = {
  'v1/Namespace': (o) => new Namespace(o as never).validate(),
  'v1/ConfigMap': (o) => new ConfigMap(o as never).validate(),
  // kustomize wraps a long value's base64 at 76 characters, which the API server's decoder reads.
  'v1/Secret': (o) => new Secret(unwrapped(o as ISecret) as never).validate(),
  'v1/Service': (o) => new Service(o as never).validate(),
  'v1/PersistentVolumeClaim': (o) => new PersistentVolumeClaim(o as never).validate(),
  'apps/v1/Deployment': (o) => new Deployment(o as never).validate(),
  'apps/v1/StatefulSet': (o) => new StatefulSet(o as never).validate(),
  'policy/v1/PodDisruptionBudget': (o) => new PodDisruptionBudget(o as never).validate(),
  'autoscaling/v2/HorizontalPodAutoscaler': (o) =>
    new HorizontalPodAutoscaler(o as never).validate(),
  'networking.k8s.io/v1/Ingress': (o) => new Ingress(o as never).validate(),
  'postgresql.cnpg.io/v1/Cluster': (o) => void cnpgCluster.parse(o),
  'postgresql.cnpg.io/v1/Database': (o) => void cnpgDatabase.parse(o),
  'monitoring.coreos.com/v1/PodMonitor': (o) => new PodMonitor(o as never).validate(),
  'monitoring.coreos.com/v1/PrometheusRule': (o) => new PrometheusRule(o as never).validate(),
};

function unwrapped(secret: ISecret): ISecret {
  const data = Object.entries(secret.data ?? {}).map(([key, value]) => [
    key,
    value.replace(/\s/g, ''),
  ]);
  return { ...secret, data: Object.fromEntries(data) };
}

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
}

/** A pod template's owner: a Deployment or the StatefulSet. */
export type Workload = IDeployment | IStatefulSet;

export class Rendered {
  readonly objects: K8sObject[];

  constructor(
    readonly overlay: string,
    yaml: string,
  ) {
    this.objects = parseAllDocuments(yaml).map((document) => {
      if (document.errors.length > 0) throw new Error(document.errors.join('\n'));
      return document.toJS() as K8sObject;
    });
  }

  /** Each object against its schema: the problems found, empty when every one passes. */
  validate(): string[] {
    return this.objects.flatMap((object) => {
      const id = `${object.apiVersion}/${object.kind}`;
      const check = SCHEMAS[id];
      if (!check) return [`${id} ${object.metadata?.name}: no schema to check it against`];
      try {
        check(object);
        return [];
      } catch (error) {
        return [`${id} ${object.metadata.name}: ${(error as Error).message}`];
      }
    });
  }

  all<T>(kind: string): T[] {
    return this.objects.filter((object) => object.kind === kind) as T[];
  }

  find<T>(kind: string, name: string): T | undefined {
    return this.objects.find((o) => o.kind === kind && o.metadata.name === name) as T | undefined;
  }

  get<T>(kind: string, name: string): T {
    const found = this.find<T>(kind, name);
    if (!found) throw new Error(`${this.overlay}: no ${kind} named ${name}`);
    return found;
  }

  get deployments(): IDeployment[] {
    return this.all<IDeployment>('Deployment');
  }
  get workloads(): Workload[] {
    return [...this.deployments, ...this.all<IStatefulSet>('StatefulSet')];
  }
  get services(): IService[] {
    return this.all<IService>('Service');
  }
  get pdbs(): IPodDisruptionBudget[] {
    return this.all<IPodDisruptionBudget>('PodDisruptionBudget');
  }
  get hpas(): IHorizontalPodAutoscaler[] {
    return this.all<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler');
  }
  get secrets(): ISecret[] {
    return this.all<ISecret>('Secret');
  }
  get ingress(): IIngress {
    return this.get<IIngress>('Ingress', 'shop');
  }
  get cluster(): CnpgCluster {
    return this.get<CnpgCluster>('Cluster', 'shop-db');
  }
  get databases(): CnpgDatabase[] {
    return this.all<CnpgDatabase>('Database');
  }
  pvc(name: string): IPersistentVolumeClaim {
    return this.get<IPersistentVolumeClaim>('PersistentVolumeClaim', name);
  }

  /** A ConfigMap by the name the manifests give it (the generator adds a hash of its data). */
  configMap(name: string): IConfigMap {
    const found = this.all<IConfigMap>('ConfigMap').find(
      (map) => map.metadata?.name === name || map.metadata?.name?.startsWith(`${name}-`),
    );
    if (!found) throw new Error(`${this.overlay}: no ConfigMap named ${name}`);
    return found;
  }

  /** The Services whose selector picks this workload's pods. */
  servicesOf(workload: Workload): IService[] {
    const labels = workload.spec?.template.metadata?.labels ?? {};
    return this.services.filter((service) => selects(service.spec?.selector, labels));
  }

  /** The workload whose pods a Service sends its traffic to (exactly one). */
  workloadBehind(serviceName: string): Workload {
    const service = this.get<IService>('Service', serviceName);
    const behind = this.workloads.filter((workload) =>
      selects(service.spec?.selector, workload.spec?.template.metadata?.labels ?? {}),
    );
    if (behind.length !== 1) {
      throw new Error(`Service ${serviceName} selects ${behind.length} workloads, not one`);
    }
    return behind[0];
  }

  /** The container port a Service's port (by name or number) reaches in its workload. */
  containerPortBehind(serviceName: string, port: string | number): number {
    const service = this.get<IService>('Service', serviceName);
    const servicePort = service.spec?.ports?.find((p) => p.name === port || p.port === port);
    if (!servicePort) throw new Error(`Service ${serviceName} has no port ${port}`);
    const target = servicePort.targetPort ?? servicePort.port;
    const container = podSpec(this.workloadBehind(serviceName)).containers[0];
    return containerPort(container, target);
  }
}

export function podSpec(workload: Workload): IPodSpec {
  const spec = workload.spec?.template.spec;
  if (!spec) throw new Error(`${workload.metadata?.name} has no pod template`);
  return spec;
}

export function selects(selector: Record<string, string> | undefined, labels: object): boolean {
  const entries = Object.entries(selector ?? {});
  return (
    entries.length > 0 &&
    entries.every(([key, value]) => (labels as Record<string, string>)[key] === value)
  );
}

/** A port given by name or number, as the container declares it. */
export function containerPort(container: IContainer, port: string | number): number {
  if (typeof port === 'number') return port;
  const named = container.ports?.find((p) => p.name === port);
  if (!named) throw new Error(`container ${container.name} has no port named ${port}`);
  return named.containerPort;
}

/** Where the values of Secrets come from: the rendered ones, or those made in the cluster. */
export type SecretSource = (name: string) => Record<string, string> | undefined;

export function renderedSecrets(rendered: Rendered): SecretSource {
  return (name) => {
    const secret = rendered.find<ISecret>('Secret', name);
    if (!secret) return undefined;
    const decoded = Object.entries(secret.data ?? {}).map(([key, value]) => [
      key,
      Buffer.from(value, 'base64').toString('utf8'),
    ]);
    return { ...Object.fromEntries(decoded), ...secret.stringData };
  };
}

/** The names of the Secrets a pod reads, and whether it may start without each. */
export function secretsRead(spec: IPodSpec): { name: string; key?: string; optional: boolean }[] {
  return spec.containers.flatMap((container) => [
    ...(container.envFrom ?? []).flatMap((from) =>
      from.secretRef ? [{ name: from.secretRef.name!, optional: !!from.secretRef.optional }] : [],
    ),
    ...(container.env ?? []).flatMap((variable) => {
      const ref = variable.valueFrom?.secretKeyRef;
      return ref ? [{ name: ref.name!, key: ref.key, optional: !!ref.optional }] : [];
    }),
  ]);
}

/**
 * A container's environment as the kubelet builds it: envFrom in order, then env, whose
 * `$(NAME)` references take the values defined before them. Field references read as the pod's.
 */
export function containerEnvironment(
  rendered: Rendered,
  container: IContainer,
  secrets: SecretSource,
  pod = { name: 'pod-0' },
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, rendered.configMap(from.configMapRef.name!).data);
    if (from.secretRef) {
      const values = secrets(from.secretRef.name!);
      if (!values && !from.secretRef.optional) {
        throw new Error(
          `${container.name} reads Secret ${from.secretRef.name}, which is not there`,
        );
      }
      Object.assign(env, values);
    }
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    let value: string | undefined;
    if (variable.value !== undefined) {
      value = variable.value.replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name: string) =>
        name in env ? env[name] : whole,
      );
    } else if (from?.configMapKeyRef) {
      value = rendered.configMap(from.configMapKeyRef.name!).data?.[from.configMapKeyRef.key];
    } else if (from?.secretKeyRef) {
      value = secrets(from.secretKeyRef.name!)?.[from.secretKeyRef.key];
    } else if (from?.fieldRef?.fieldPath === 'metadata.name') {
      value = pod.name;
    }
    if (value === undefined) {
      throw new Error(`${container.name}: ${variable.name} has no value`);
    }
    env[variable.name] = value;
  }
  return env;
}

/** Renders an overlay with kubectl; a warning on stderr fails as an error does. */
export function render(kubectl: string, directory: string): string {
  const run = spawnSync(kubectl, ['kustomize', directory], { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0 || run.stderr.trim()) {
    throw new Error(`kubectl kustomize ${directory}: ${run.stderr || run.error?.message}`);
  }
  return run.stdout;
}
