// Types of frontends.cjs, for the TypeScript tests that read the list.
declare const frontends: ReadonlyArray<{
  name: string;
  federationName: string;
  portVar: string;
  port: number;
}>;
export = frontends;
