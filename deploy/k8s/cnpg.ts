// The CloudNativePG resources the manifests use (postgresql.cnpg.io/v1), which kubernetes-models
// does not know: the fields of ours, strictly, so a misspelt or misplaced one is refused as the
// operator's schema would refuse it.
import { z } from 'zod';

const name = z.string().regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, 'a lower-case DNS name');
const quantity = z.string().regex(/^\d+(\.\d+)?(m|Ki|Mi|Gi|Ti)?$/, 'a quantity such as 512Mi');
const reference = z.object({ name }).strict();

const metadata = z
  .object({
    name,
    namespace: name.optional(),
    labels: z.record(z.string(), z.string()).optional(),
    annotations: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** A PostgreSQL identifier we may name a role or a database (no quoting games). */
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/);

const role = z
  .object({
    name: identifier,
    ensure: z.enum(['present', 'absent']),
    login: z.boolean(),
    passwordSecret: reference,
  })
  .strict();

const resources = z
  .object({
    requests: z.object({ cpu: quantity, memory: quantity }).strict(),
    limits: z.object({ cpu: quantity.optional(), memory: quantity }).strict(),
  })
  .strict();

export const cnpgCluster = z
  .object({
    apiVersion: z.literal('postgresql.cnpg.io/v1'),
    kind: z.literal('Cluster'),
    metadata,
    spec: z
      .object({
        instances: z.number().int().min(1),
        storage: z.object({ size: quantity, storageClass: z.string().optional() }).strict(),
        bootstrap: z
          .object({
            initdb: z
              .object({ database: identifier, owner: identifier, secret: reference })
              .strict(),
          })
          .strict(),
        managed: z.object({ roles: z.array(role).min(1) }).strict(),
        postgresql: z.object({ pg_hba: z.array(z.string().min(1)) }).strict(),
        resources,
      })
      .strict(),
  })
  .strict();
export type CnpgCluster = z.infer<typeof cnpgCluster>;

export const cnpgDatabase = z
  .object({
    apiVersion: z.literal('postgresql.cnpg.io/v1'),
    kind: z.literal('Database'),
    metadata,
    spec: z.object({ cluster: reference, name: identifier, owner: identifier }).strict(),
  })
  .strict();
export type CnpgDatabase = z.infer<typeof cnpgDatabase>;
