import { Injectable } from '@nestjs/common';

/** Whether the service still takes work: /health fails from the moment it starts shutting down. */
@Injectable()
export class Readiness {
  private shuttingDown = false;

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  isShuttingDown(): boolean {
    return this.shuttingDown;
  }
}
