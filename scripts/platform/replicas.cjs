// Several processes of each service on one machine (SERVICE_REPLICAS) and a NATS cluster
// (NATS_CLUSTER): the settings, the replicas' names, and what replicas need.
const { SERVICES } = require('./apps.cjs');

const CLUSTER_SIZES = [1, 3, 5];
const SERVER_URL = /^postgres(ql)?:\/\//;

/** SERVICE_REPLICAS: how many processes of each service run; one when unset. */
function replicaCount(value, variable = 'SERVICE_REPLICAS') {
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${variable} must be a whole number of at least 1, got '${value}'`);
  return count;
}

/** NATS_CLUSTER: how many nats-servers the launcher starts; one when unset. */
function natsClusterSize(value, variable = 'NATS_CLUSTER') {
  if (value === undefined || value === '') return 1;
  const size = Number(value);
  if (!CLUSTER_SIZES.includes(size))
    throw new Error(
      `${variable} must be 1, 3 or 5 (JetStream goes on while most of its nodes run), got '${value}'`,
    );
  return size;
}

/** The processes of a service: `catalog` alone, or `catalog#1` ... `catalog#N`. */
function replicaNames(service, count) {
  if (count === 1) return [service];
  return Array.from({ length: count }, (_, i) => `${service}#${i + 1}`);
}

/** Which app a process name belongs to: 'catalog#2' -> { app: 'catalog', replica: 2 }. */
function appOf(name) {
  const [app, replica] = name.split('#');
  return { app, replica: replica === undefined ? undefined : Number(replica) };
}

/**
 * The embedded database is one process per data folder (it holds a lock on it; one in memory is
 * the process's own), so replicas need every service on a PostgreSQL server.
 */
function refuseEmbeddedReplicas(count, databaseUrls) {
  if (count === 1) return;
  const missing = SERVICES.filter((s) => !SERVER_URL.test(databaseUrls[s.name] ?? '')).map(
    (s) => `${s.name.toUpperCase()}_DATABASE_URL`,
  );
  if (missing.length > 0)
    throw new Error(
      `SERVICE_REPLICAS=${count} needs a PostgreSQL server: set ${missing.join(', ')} (the embedded database runs one process per data folder)`,
    );
}

module.exports = { appOf, natsClusterSize, refuseEmbeddedReplicas, replicaCount, replicaNames };
