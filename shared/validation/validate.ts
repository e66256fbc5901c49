// Runs a DTO class over plain input: the one way bodies, queries and forms are checked.
import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { FieldErrors } from '../contract/envelope';
import { Msg } from './messages';
import { MAX_JSON_DEPTH } from '../contract/jsonBody';

/** The outcome of a validation: the typed value, or the message keys per field. */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Checks plain input against a DTO class; unknown fields are refused, nested fields report as 'a.0.b'. */
export function validateDto<T extends object>(dto: ClassConstructor<T>, input: unknown): Validated<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { _body: [Msg.mustBeObject] } };
  }
  // Nested deeper than any body or value of the contract (a setting's JSON value is parsed apart from
  // its body): refused before class-transformer, whose copy of the input recurses without a limit.
  const deep = tooDeepField(input, MAX_JSON_DEPTH);
  if (deep !== null) return { ok: false, errors: { [deep]: [Msg.invalidValue] } };
  const forbidden = forbiddenKey(input, '');
  if (forbidden !== null) return { ok: false, errors: { [forbidden]: [Msg.unknownField] } };
  const instance = plainToInstance(dto, input, { exposeDefaultValues: false });
  const failures = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
  if (failures.length === 0) return { ok: true, value: instance };
  const errors: FieldErrors = {};
  collect(failures, '', errors);
  return { ok: false, errors };
}

/**
 * The field of an object (its top-level key) under which the nesting goes deeper than `limit` levels,
 * or null. The walk stops at the limit, so its own depth is bounded whatever the input.
 */
function tooDeepField(input: object, limit: number): string | null {
  const deeper = (value: unknown, depth: number): boolean => {
    if (typeof value !== 'object' || value === null) return false;
    if (depth > limit) return true;
    return Object.values(value).some((v) => deeper(v, depth + 1));
  };
  for (const [key, value] of Object.entries(input)) if (deeper(value, 2)) return key;
  return null;
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The path of the first key that could reach an object's prototype (class-transformer drops them silently). */
function forbiddenKey(value: unknown, path: string, depth = 0): string | null {
  if (typeof value !== 'object' || value === null || depth > 20) return null;
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return at;
    const found = forbiddenKey((value as Record<string, unknown>)[key], at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function collect(failures: ValidationError[], prefix: string, into: FieldErrors): void {
  for (const failure of failures) {
    const property = failure.property || '_body';
    const path = prefix ? `${prefix}.${property}` : property;
    if (failure.constraints) {
      const keys = Object.entries(failure.constraints).map(([name, message]) =>
        name === 'whitelistValidation' ? Msg.unknownField : message,
      );
      into[path] = [...new Set([...(into[path] ?? []), ...keys])];
    }
    if (failure.children?.length) collect(failure.children, path, into);
  }
}

/** The first message key of each field, the way a form shows one message under each input. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, keys]) => (keys[0] ? [[field, keys[0]]] : [])));
}
