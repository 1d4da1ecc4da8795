export const HEALTH_OPTIONS = 'HEALTH_OPTIONS';

export interface HealthOptions {
  /** Reported as `service` in the health answer. */
  service: string;
}
