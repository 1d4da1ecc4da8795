import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The page that shows the API document: Swagger UI's own files from the swagger-ui-dist package,
 * served by the gateway (nothing from another origin), started by a script of ours so that the
 * page runs no inline script. Its URLs are relative: `docs/…` and `openapi.json` resolve beside
 * the page wherever the gateway is mounted.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Leather &amp; Last API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-docs"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/start-docs.js"></script>
  </body>
</html>
`;

/** No validator badge (it would send the document to another site), no "try it out" by default. */
const START_DOCS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: 'openapi.json',
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'list',
  });
});
`;

/**
 * The page's own policy, in place of the API's `default-src 'none'`: scripts, styles and fonts
 * from the gateway only, images from it or inline (the stylesheet's icons are data: URLs), and
 * requests to it only (the document). Never framed.
 */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface DocsAsset {
  type: string;
  body: Buffer;
}

const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The page's files by name, read once; any other name is not one of them. */
export class DocsAssets {
  private readonly held = new Map<string, DocsAsset>();

  get(name: string): DocsAsset | undefined {
    if (name === 'start-docs.js')
      return { type: 'text/javascript; charset=utf-8', body: Buffer.from(START_DOCS) };
    const type = Object.hasOwn(SWAGGER_UI_FILES, name) ? SWAGGER_UI_FILES[name] : undefined;
    if (!type) return undefined;
    let asset = this.held.get(name);
    if (!asset) {
      const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
      asset = { type, body: readFileSync(join(folder, name)) };
      this.held.set(name, asset);
    }
    return asset;
  }
}
