// openapi-backend as the tests validate with it: ajv with the standard formats, and no definition check (`quick`:
// openapi-backend's only knows OpenAPI 3.0, and many descriptions are 3.1).
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document, type Options } from 'openapi-backend';

export async function validatingBackend(definition: Document, options: Partial<Options> = {}): Promise<OpenAPIBackend> {
  const backend = new OpenAPIBackend({ definition, apiRoot: '/', quick: true, validate: true, customizeAjv: (ajv) => addFormats(ajv), ...options });
  await backend.init();
  return backend;
}
