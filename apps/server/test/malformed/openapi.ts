/**
 * The operations of the API as its OpenAPI document describes them (the subset of OpenAPI 3.0 and JSON
 * Schema that the zod contract produces), for tests that derive their requests from the document.
 */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/operation/v1/check-ins/" */
  id: string;
  method: string;
  /** With `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: { contentTypes: string[]; schema: JsonSchema | undefined } | undefined;
  /** The document declares a bearer token. */
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  consumes?: string[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (where: string): Parameter[] =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const content = op.requestBody?.content;
      const contentTypes = content ? Object.keys(content) : (op.consumes ?? []);
      const writes = method !== 'get' && method !== 'delete';
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        query: params('query'),
        body: content || writes ? { contentTypes, schema: content?.['application/json']?.schema } : undefined,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The schema without its null branch: `anyOf: [X, {type: null}]` → X; anything else as it is. */
export function nonNull(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const real = branches.filter((b) => b.type !== 'null');
  return real.length === 1 ? { ...real[0]!, nullable: true } : schema;
}

/** The one JSON type a schema demands, or undefined when it takes several (a union) or anything. */
export function typeOf(schema: JsonSchema): string | undefined {
  const s = nonNull(schema);
  if (s.enum || s.const !== undefined) return s.type;
  return s.anyOf || s.oneOf ? undefined : s.type;
}

export function nullable(schema: JsonSchema): boolean {
  const s = nonNull(schema);
  return s.nullable === true || (s.enum?.includes(null) ?? false) || s.type === 'null';
}
