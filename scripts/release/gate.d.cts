// Types of gate.cjs, for the TypeScript tests.
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false | null;
}

export interface FederationManifest {
  shared?: SharedEntry[];
  exposes?: { name: string }[];
}

export declare const GATED_SHARED: string[];
export declare function providedVersions(manifest: FederationManifest): Map<string, string>;
export declare function exposedModules(manifest: FederationManifest): Set<string>;
export declare function modulesTheShellLoads(shellSourceDir: string): Map<string, Set<string>>;
export declare function refusal(release: {
  remote: string;
  manifest: FederationManifest;
  shellProvides: Map<string, string>;
  shellLoads: Iterable<string>;
}): string | undefined;
export declare function typeRefusal(release: {
  remote: string;
  typesZip: Buffer | string;
  shellLoads: Iterable<string>;
  shellUse?: string;
}): string | undefined;
