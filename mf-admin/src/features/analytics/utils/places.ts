import type { CombinedAnalytics } from '../api/analytics-api';
import { CHART_COUNTRIES, LISTED_PLACES } from './analytics-settings';

type Place = CombinedAnalytics['geographic'][number];

const UNKNOWN = 'Unknown';

/** 'Lahore, Pakistan', the country alone when the city is not known, else 'Unknown'. */
export function placeName({ city, country }: { city: string; country: string }): string {
  const known = (name: string) => name !== '' && name !== UNKNOWN;
  if (!known(country)) return UNKNOWN;
  return known(city) ? `${city}, ${country}` : country;
}

const byUsers = <T extends { users: number }>(a: T, b: T) => b.users - a.users;

/** The chart's countries: visitors summed over each country's cities, most first. */
export function topCountries(places: readonly Place[]): { country: string; users: number }[] {
  const users = new Map<string, number>();
  for (const place of places)
    users.set(place.country, (users.get(place.country) ?? 0) + place.users);
  return [...users]
    .map(([country, count]) => ({ country, users: count }))
    .sort(byUsers)
    .slice(0, CHART_COUNTRIES);
}

/** The list's places (country and city), most visitors first. */
export const topPlaces = (places: readonly Place[]): Place[] =>
  [...places].sort(byUsers).slice(0, LISTED_PLACES);
