import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@shop/contracts';
import type { Visitor } from '../tracking/track-rows';
import { GeoLocator } from './geo-locator';
import { deviceOf } from './user-agents';

/** What a track call's request says of who sent it, however the call arrived. */
export interface CallFacts {
  user?: AuthUser;
  /** The visitor's address, as `clientAddress` or `forwardedClientAddress` read it. */
  address?: string;
  userAgent?: string;
  origin?: string;
}

/** Turns a call's facts into the visitor its rows are stamped with: place, device, shop host. */
@Injectable()
export class VisitorOf {
  constructor(private readonly geo: GeoLocator) {}

  of(facts: CallFacts): Visitor {
    return {
      user: facts.user,
      place: this.geo.locate(facts.address),
      device: deviceOf(facts.userAgent),
      shopHost: hostOfOrigin(facts.origin),
    };
  }
}

/** The shop's own host, from the Origin of a call. */
function hostOfOrigin(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}
