/** The part of geoip-country (which ships no types) this app uses. */
declare module 'geoip-country' {
  export interface GeoCountry {
    /** ISO 3166-1 alpha-2 code. */
    country: string;
    name?: string;
    continent?: string;
  }
  /** Synchronous, in-memory lookup of an IPv4 or IPv6 address; null when not in the data. */
  export function lookup(ip: string | number): GeoCountry | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
