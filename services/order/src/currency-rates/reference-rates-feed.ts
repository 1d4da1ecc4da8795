// The euro foreign exchange reference rates as the European Central Bank publishes them each
// working day (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml):
//   <gesmes:Envelope ...><Cube><Cube time="2026-11-27"><Cube currency="USD" rate="1.0842"/>...

/** Why a fetch of the feed gave no rates; also the label of the failures' metric. */
export type FeedProblem = 'network' | 'http' | 'malformed' | 'missing-usd';

export class ReferenceFeedError extends Error {
  constructor(
    readonly problem: FeedProblem,
    message: string,
  ) {
    super(message);
  }
}

/** One day's rates: units of each listed currency per euro. */
export interface EuroReferenceRates {
  date: string;
  perEur: Map<string, number>;
}

const TOKEN =
  /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+|</g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Element {
  name: string;
  attributes: Record<string, string>;
}

/** Every element of a well-formed document, in order; a malformed one throws. */
function elementsOf(xml: string): Element[] {
  const elements: Element[] = [];
  const open: string[] = [];
  for (const [token, closing, name, attributes = '', selfClosing] of xml.matchAll(TOKEN)) {
    if (token === '<') throw new ReferenceFeedError('malformed', 'a stray "<"');
    if (!name) continue;
    if (closing) {
      if (open.pop() !== name) throw new ReferenceFeedError('malformed', `unexpected </${name}>`);
      continue;
    }
    const found: Record<string, string> = {};
    for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE))
      found[key] = double ?? single;
    elements.push({ name, attributes: found });
    if (!selfClosing) open.push(name);
  }
  if (elements.length === 0 || open.length > 0)
    throw new ReferenceFeedError('malformed', 'not a whole XML document');
  return elements;
}

/** The day and rates of an eurofxref document; anything else throws a ReferenceFeedError. */
export function parseEuroReferenceRates(xml: string): EuroReferenceRates {
  const cubes = elementsOf(xml).filter((element) => element.name === 'Cube');
  const date = cubes.find((cube) => cube.attributes.time)?.attributes.time;
  if (!date || !DAY.test(date) || Number.isNaN(Date.parse(date)))
    throw new ReferenceFeedError('malformed', 'no day of the rates (Cube time)');
  const perEur = new Map<string, number>();
  for (const { attributes } of cubes) {
    if (!attributes.currency) continue;
    const rate = Number(attributes.rate);
    if (!Number.isFinite(rate) || rate <= 0)
      throw new ReferenceFeedError('malformed', `${attributes.currency} has no usable rate`);
    perEur.set(attributes.currency.toUpperCase(), rate);
  }
  if (!perEur.has('USD')) throw new ReferenceFeedError('missing-usd', 'the feed lists no USD rate');
  return { date, perEur };
}

/** How long one fetch of the feed may take. */
const FETCH_TIMEOUT_MS = 10_000;

export async function fetchEuroReferenceRates(url: string): Promise<EuroReferenceRates> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/xml, text/xml' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ReferenceFeedError('network', `${url} could not be reached: ${String(error)}`);
  }
  if (!response.ok) throw new ReferenceFeedError('http', `${url} answered ${response.status}`);
  return parseEuroReferenceRates(await response.text());
}
