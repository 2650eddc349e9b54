import { readFile } from 'node:fs/promises';
import { Reader, type CountryResponse } from 'mmdb-lib';

// The country of an address, from the IP-to-country database the npm package
// @ip-location-db/geo-whois-asn-country-mmdb ships (CC0; IPv4 and IPv6 in one MaxMind DB file),
// read with mmdb-lib (MaxMind DB reader, the core of the `maxmind` package). Nothing is downloaded
// at install or run time: a newer database is a newer package version (docs/decisions/region-restriction.md,
// "Refreshing the database"). Loaded once per process, on first need (a merchant that restricts a
// country): about 8 MB held in memory.

export const COUNTRY_DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

export interface TCountryDatabase {
  /** ISO 3166-1 alpha-2 code of the address's country, or null (private, reserved, unknown, not an address). */
  countryOf(ip: string): string | null;
  /** When the database was built (ISO). */
  built: string;
}

/** This database's record: a flat country code (not MaxMind's nested country.iso_code). */
interface TCountryRecord {
  country_code?: string;
}

/** A database over a MaxMind DB file's bytes (tests pass their own). */
export function countryDatabaseOf(bytes: Buffer): TCountryDatabase {
  const reader = new Reader<CountryResponse>(bytes);
  return {
    countryOf(ip) {
      try {
        const code = (reader.get(ip) as TCountryRecord | null)?.country_code;
        return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        return null;
      }
    },
    built: reader.metadata.buildEpoch.toISOString(),
  };
}

let loading: Promise<TCountryDatabase> | undefined;

/** The shipped database, read once per process (concurrent callers share the read; a failed read is tried again next time). */
export function countryDatabase(): Promise<TCountryDatabase> {
  loading ??= readFile(require.resolve(COUNTRY_DATABASE_FILE))
    .then(countryDatabaseOf)
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}
