import { Global, Module } from '@nestjs/common';
import { VisitRollups } from './visit-rollups';

/** The rollups of visits, written by tracking and retention, read by the dashboard. */
@Global()
@Module({ providers: [VisitRollups], exports: [VisitRollups] })
export class RollupsModule {}
