// The shape of the OpenAPI document the generator (./openapi.ts) writes, apart so that the modules
// that write parts of it share the types without importing one another.
import type { Operation } from './operations';

/** A JSON Schema (2020-12, as OpenAPI 3.1 has it). */
export type Schema = Record<string, unknown>;

/** The OpenAPI document (only the parts this module writes are typed). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, unknown>;
    headers: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** One operation of the document, with the extensions this product adds. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': Operation['access'];
  'x-test-only'?: true;
  /** The storefront server's own call, outside /api (its `servers` say where): no provider serves it. */
  'x-storefront'?: true;
  /** A provider may leave it out (404). */
  'x-optional'?: true;
  /** The optional capability it belongs to (shared/contract/capabilities.ts). */
  'x-capability'?: string;
  servers?: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  parameters: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: Schema;
    description?: string;
    style?: string;
    explode?: boolean;
  }>;
  requestBody?: { required: true; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
