import type { RefusedEntry, RefusedItem } from '../../kernel/call-failure';
import type { FieldErrors } from '../../kernel/validation';

// An error answer's body is whatever the server sent; these readers take from it only what has the contract's shape.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMessageList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return isRecord(value) && Object.values(value).every(isMessageList);
}

const ITEM_KINDS: ReadonlyArray<unknown> = ['domain', 'webPortal', 'publication'] satisfies RefusedItem['kind'][];
const ITEM_REASONS: ReadonlyArray<unknown> = [
  'sold',
  'reserved',
  'deleted',
  'not_for_rent',
  'no_redirect',
  'price_changed',
] satisfies RefusedItem['reason'][];

function isRefusedItem(value: unknown): value is RefusedItem {
  return (
    isRecord(value) &&
    ITEM_KINDS.includes(value.kind) &&
    typeof value.id === 'number' &&
    (typeof value.name === 'string' || value.name === null) &&
    ITEM_REASONS.includes(value.reason)
  );
}

function isRefusedEntry(value: unknown): value is RefusedEntry {
  return (
    isRecord(value) &&
    typeof value.index === 'number' &&
    typeof value.id === 'number' &&
    (typeof value.name === 'string' || value.name === null) &&
    isFieldErrors(value.errors)
  );
}

/** The server's Polish `message`, when it sent one that says something. */
export function messageIn(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

/** The messages per field of a 422 (ValidationError, BulkUpdateFailure); none when the body has no `errors`. */
export function fieldErrorsIn(body: unknown): FieldErrors {
  return isRecord(body) && isFieldErrors(body.errors) ? body.errors : {};
}

/** The items a 409 ItemsUnavailable names; null when the body is not one. */
export function refusedItemsIn(body: unknown): RefusedItem[] | null {
  return isRecord(body) && Array.isArray(body.unavailable) ? body.unavailable.filter(isRefusedItem) : null;
}

/** The failing entries a 422 BulkUpdateFailure names; null when the body lists none (it did not match the schema). */
export function refusedEntriesIn(body: unknown): RefusedEntry[] | null {
  return isRecord(body) && Array.isArray(body.failed) ? body.failed.filter(isRefusedEntry) : null;
}

/** Why a 403 refused (OrderingForbidden's `reason`), when it says. */
export function reasonIn(body: unknown): string | null {
  return isRecord(body) && typeof body.reason === 'string' ? body.reason : null;
}
