/**
 * Which countries count as "Middle East or Africa" (docs/product.md#location-and-visits /middle-east-africa) and the
 * browser-side cache of the answer (docs/product.md#location-and-visits "Location cache entry", #courses-and-prices: 24 hours).
 * No server imports: the browser uses this module too.
 */

/**
 * Africa as the UN geoscheme (M49) counts it: the 54 sovereign states, North Africa included,
 * plus Western Sahara and the African dependencies.
 */
export const AFRICA: readonly string[] = [
  // Northern Africa
  'DZ', // Algeria
  'EG', // Egypt
  'LY', // Libya
  'MA', // Morocco
  'SD', // Sudan
  'TN', // Tunisia
  'EH', // Western Sahara
  // Western Africa
  'BJ', // Benin
  'BF', // Burkina Faso
  'CV', // Cabo Verde
  'CI', // Côte d'Ivoire
  'GM', // Gambia
  'GH', // Ghana
  'GN', // Guinea
  'GW', // Guinea-Bissau
  'LR', // Liberia
  'ML', // Mali
  'MR', // Mauritania
  'NE', // Niger
  'NG', // Nigeria
  'SN', // Senegal
  'SL', // Sierra Leone
  'TG', // Togo
  'SH', // Saint Helena, Ascension and Tristan da Cunha
  // Middle Africa
  'AO', // Angola
  'CM', // Cameroon
  'CF', // Central African Republic
  'TD', // Chad
  'CG', // Congo
  'CD', // Congo (Democratic Republic)
  'GQ', // Equatorial Guinea
  'GA', // Gabon
  'ST', // São Tomé and Príncipe
  // Eastern Africa
  'BI', // Burundi
  'KM', // Comoros
  'DJ', // Djibouti
  'ER', // Eritrea
  'ET', // Ethiopia
  'KE', // Kenya
  'MG', // Madagascar
  'MW', // Malawi
  'MU', // Mauritius
  'MZ', // Mozambique
  'RW', // Rwanda
  'SC', // Seychelles
  'SO', // Somalia
  'SS', // South Sudan
  'TZ', // Tanzania
  'UG', // Uganda
  'ZM', // Zambia
  'ZW', // Zimbabwe
  'RE', // Réunion
  'YT', // Mayotte
  'IO', // British Indian Ocean Territory
  'TF', // French Southern Territories
  // Southern Africa
  'BW', // Botswana
  'SZ', // Eswatini
  'LS', // Lesotho
  'NA', // Namibia
  'ZA', // South Africa
];

/** The Middle East: the Gulf states, the Levant, Iran, Iraq, Turkey, Yemen and Cyprus. */
export const MIDDLE_EAST: readonly string[] = [
  'AE', // United Arab Emirates
  'BH', // Bahrain
  'CY', // Cyprus
  'IL', // Israel
  'IQ', // Iraq
  'IR', // Iran
  'JO', // Jordan
  'KW', // Kuwait
  'LB', // Lebanon
  'OM', // Oman
  'PS', // Palestine
  'QA', // Qatar
  'SA', // Saudi Arabia
  'SY', // Syria
  'TR', // Türkiye
  'YE', // Yemen
];

const MIDDLE_EAST_OR_AFRICA: ReadonlySet<string> = new Set([...AFRICA, ...MIDDLE_EAST]);

/** Whether an ISO 3166-1 alpha-2 code (any letter case) is in the Middle East or Africa. */
export function isMiddleEastOrAfrica(countryCode: string | null | undefined): boolean {
  if (typeof countryCode !== 'string') return false;
  return MIDDLE_EAST_OR_AFRICA.has(countryCode.trim().toUpperCase());
}

/** The local-storage key the browser keeps the cached answer under. */
export const LOCATION_CACHE_KEY = 'locationCache';

/** How long the browser trusts a cached answer (docs/product.md#location-and-visits: 24 hours). */
export const LOCATION_CACHE_MS = 24 * 60 * 60 * 1000;

interface LocationCacheEntry {
  isInMiddleEastOrAfrica: boolean;
  /** When the answer was stored, in milliseconds since the epoch. */
  timestamp: number;
}

/** The value to store under LOCATION_CACHE_KEY for an answer received at `now` (ms). */
export function cacheEntry(isInMiddleEastOrAfrica: boolean, now: number): string {
  const entry: LocationCacheEntry = { isInMiddleEastOrAfrica, timestamp: now };
  return JSON.stringify(entry);
}

/**
 * The cached answer if `storageValue` (what local storage returned) is a well-formed entry stored
 * less than 24 hours before `now`; otherwise null, meaning "ask GET /api/ipinfo again". An entry
 * dated in the future (a clock that moved back) is not trusted either.
 */
export function readCachedRegion(storageValue: string | null, now: number): boolean | null {
  if (!storageValue) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(storageValue);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { isInMiddleEastOrAfrica, timestamp } = parsed as Partial<Record<string, unknown>>;
  if (typeof isInMiddleEastOrAfrica !== 'boolean') return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const age = now - timestamp;
  if (age < 0 || age >= LOCATION_CACHE_MS) return null;
  return isInMiddleEastOrAfrica;
}

/** The flag from a GET /api/ipinfo answer body, or null when the body is not such an answer. */
export function readIpInfoAnswer(body: unknown): boolean | null {
  if (typeof body !== 'object' || body === null) return null;
  const flag = (body as Partial<Record<string, unknown>>).isInMiddleEastOrAfrica;
  return typeof flag === 'boolean' ? flag : null;
}
