import { Module } from '@nestjs/common';
import { GeoLocator } from './geo-locator';
import { VisitorOf } from './visitor-of';

@Module({ providers: [GeoLocator, VisitorOf], exports: [GeoLocator, VisitorOf] })
export class VisitorsModule {}
