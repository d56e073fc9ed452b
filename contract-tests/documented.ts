// Every answer the contract suite gets must have a status the OpenAPI document lists for that call
// and a body matching the document's JSON Schema for it: the document's (2020-12, as OpenAPI 3.1
// writes them), not zod's, so a wrong conversion shows here too.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../src/contract/openapi';

const document = openApiDocument();
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi');

/** Documented paths, those with fewer parameters first: /users/me before /users/{id}. */
const templates = Object.keys(document.paths ?? {})
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    params: template.split('{').length,
  }))
  .sort((a, b) => a.params - b.params);

const pointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** Why the answer to `method path` does not match the document, or null when it does. */
export function undocumented(method: string, url: string, status: number, body: unknown) {
  const path = url.split('?')[0]!;
  const verb = method.toLowerCase();
  const found = templates.find(
    ({ template, pattern }) =>
      pattern.test(path) && (document.paths?.[template] as Record<string, unknown>)[verb],
  );
  if (!found) return `${method} ${path} is not in the document`;
  const schemaRef = `openapi#/paths/${pointer(found.template)}/${verb}/responses/${status}/content/${pointer('application/json')}/schema`;
  const validate = ajv.getSchema(schemaRef);
  if (!validate) return `${method} ${found.template} does not document the status ${status}`;
  return validate(body)
    ? null
    : `${method} ${found.template} ${status}: ${ajv.errorsText(validate.errors)}`;
}
