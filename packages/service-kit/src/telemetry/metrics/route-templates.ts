/**
 * Finds the route template a path was served by (`/api/product/:id` for
 * `/api/product/5f0c…`), so that request metrics are labelled by route and never by the ids in
 * paths. Templates in Express's notation: `:name` takes one segment, `*name` the rest. A path
 * several templates fit is given the one with the most fixed segments (`/api/product/search`
 * before `/api/product/:id`), as the services order their routes.
 */
export class RouteTemplates {
  private readonly routes: Array<{ template: string; segments: string[]; methods?: Set<string> }>;

  /** `methods` upper-case; a template without them fits every method. */
  constructor(templates: Iterable<{ template: string; methods?: Iterable<string> }>) {
    this.routes = [...templates]
      .map(({ template, methods }) => ({
        template,
        segments: segmentsOf(template),
        methods: methods ? new Set(methods) : undefined,
      }))
      .sort((a, b) => fixedSegments(b.segments) - fixedSegments(a.segments));
  }

  /** The template `path` (without its query) fits, for `method`; undefined when none does. */
  match(method: string, path: string): string | undefined {
    const segments = segmentsOf(path).map((segment) => segment.toLowerCase());
    // A HEAD is answered by the GET route.
    const asked = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
    return this.routes.find(
      (route) =>
        (!route.methods || asked.some((m) => route.methods!.has(m))) &&
        fits(route.segments, segments),
    )?.template;
  }
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function fixedSegments(segments: string[]): number {
  return segments.filter((segment) => !/^[:*]/.test(segment)).length;
}

function fits(template: string[], path: string[]): boolean {
  for (const [i, segment] of template.entries()) {
    if (segment.startsWith('*')) return path.length > i;
    if (i >= path.length) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== path[i]) return false;
  }
  return template.length === path.length;
}
