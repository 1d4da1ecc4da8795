/** One line of a Prometheus text exposition: a series and its value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text exposition, as a scraper reads it. */
export function parseMetrics(text: string): MetricSample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL))
      labels[name] = value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** GETs a metrics address and parses it; throws unless it answers 200. */
export async function scrapeMetrics(url: string): Promise<MetricSample[]> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return parseMetrics(await response.text());
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): MetricSample[] {
  return samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
}

/** The sum of those samples; undefined when there is none. */
export function sumOf(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samplesOf(samples, name, labels);
  return matching.length ? matching.reduce((sum, sample) => sum + sample.value, 0) : undefined;
}
