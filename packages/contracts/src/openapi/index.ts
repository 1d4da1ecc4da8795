// The OpenAPI entry (`@shop/contracts/openapi`), apart from the package index that browsers load.
export { openApiDocument } from './openapi-document';
export { API_DOCS_PATH, API_DOCUMENT_PATH } from './gateway-paths';
