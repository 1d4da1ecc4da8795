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
  startApp(name: string): Promise<unknown>;
  stopApp(name: string): Promise<void>;
  stop(): Promise<void>;
}

export declare function startPlatform(options: PlatformOptions): Promise<RunningPlatform>;
export declare function natsNamespace(dataDir: string, configured?: string): string;
