import { Injectable } from '@nestjs/common';

/**
 * Whether the app still takes new work. Shutdown marks it first, so readiness answers 503 and a
 * load balancer stops sending requests while those in flight finish.
 */
@Injectable()
export class Readiness {
  private shuttingDown = false;

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }
}
