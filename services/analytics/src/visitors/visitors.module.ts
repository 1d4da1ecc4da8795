import { Module } from '@nestjs/common';
import { GeoLocator } from './geo-locator';

@Module({ providers: [GeoLocator], exports: [GeoLocator] })
export class VisitorsModule {}
