// Types of launch.cjs, for the browser journeys and tests that start the platform.

export interface PlatformOptions {
  /** App name -> port; 0 binds any free port, read back from the app's "listening on" line. */
  ports: Record<string, number>;
  dataDir: string;
  databaseUrls?: Record<string, string>;
  natsUrl?: string;
  /** 0 starts a private nats-server. */
  natsPort?: number;
  natsNamespace?: string;
  env?: Record<string, string>;
  dev?: boolean;
  quiet?: boolean;
  publicHost?: string;
  /** Frontend name -> folder of its build, served instead of its dist/. */
  frontendDirs?: Record<string, string>;
  log?: (line: string) => void;
  /** Processes of each service (SERVICE_REPLICAS); more than one needs databaseUrls for all four. */
  replicas?: number;
  /** nats-servers started as a cluster on loopback (NATS_CLUSTER), when natsUrl is not given. */
  natsCluster?: number;
}

export interface RunningPlatform {
  /** The ports the apps listen on, those read back included. */
  ports: Record<string, number>;
  natsUrl: string;
  natsNamespace: string;
  /** Identity signs login tokens with the private key; every service checks them with the public one. */
  signingKeys: { privateKey: string; publicKey: string };
  /** The back office account identity makes at start. */
  admin: { email: string; password: string };
  urls: { shop: string; api: string; mail?: string; paypal?: string };
  /** Service -> the names of its processes: `catalog`, or `catalog#1` ... `catalog#N`. */
  replicas: Record<string, string[]>;
  /**
   * Process name (`gateway`, `catalog` or `catalog#1` ...) -> the full address of its metrics
   * (`http://127.0.0.1:41234/metrics`); empty with METRICS_PORT=off.
   */
  metricsUrls: Record<string, string>;
  /** An app (a service: every replica) or one replica (`catalog#2`). */
  startApp(name: string): Promise<void>;
  /** SIGTERM and an orderly stop (SIGKILL after 10 s), or `{ signal: 'SIGKILL' }`: a crash. */
  stopApp(name: string, options?: { signal?: 'SIGTERM' | 'SIGKILL' }): Promise<void>;
  /** The nodes of the NATS cluster started for this platform (natsCluster), else empty. */
  natsNodes: Array<{ name: string; url: string }>;
  /** Stops node n (from 1) of that cluster, keeping its ports and store. */
  stopNatsNode(n: number): Promise<void>;
  startNatsNode(n: number): Promise<void>;
  stop(): Promise<void>;
}

export declare function startPlatform(options: PlatformOptions): Promise<RunningPlatform>;
export declare function natsNamespace(dataDir: string, configured?: string): string;
