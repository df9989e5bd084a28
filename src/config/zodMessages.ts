/**
 * English problem messages for the zod schemas, in a few words each: what the console says of a
 * page config or an API answer that does not fit ('Unrecognized key: "minage"', "Too small:
 * expected number to be >=1000"). Customers never read them (their texts are the catalogs'). The
 * same sentences as zod's own English locale for the checks the project's schemas use, at a third
 * of its size on every page with a widget.
 */
import type * as z from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

const typeOf = (input: unknown): string => (input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input);
const quoted = (values: readonly unknown[], sep: string) => values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(sep);
const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };
/** The formats the project's schemas check, named as zod's English locale names them. */
const FORMATS: Readonly<Record<string, string>> = { date: 'ISO date', datetime: 'ISO datetime', uuid: 'UUID', email: 'email address', url: 'URL' };

function bound(kind: 'Too small' | 'Too big', origin: string | undefined, adjective: string, limit: unknown): string {
  const unit = origin ? UNITS[origin] : undefined;
  return unit ? `${kind}: expected ${origin} to have ${adjective}${String(limit)} ${unit}` : `${kind}: expected ${origin ?? 'value'} to be ${adjective}${String(limit)}`;
}

export function zodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Invalid input: expected ${quoted(issue.values, '')}` : `Invalid option: expected one of ${quoted(issue.values, '|')}`;
    case 'too_small':
      return bound('Too small', issue.origin, issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>', issue.minimum);
    case 'too_big':
      return bound('Too big', issue.origin, issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<', issue.maximum);
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue ? `Invalid string: must match pattern ${String(issue.pattern)}` : `Invalid ${FORMATS[issue.format] ?? issue.format}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${quoted(issue.keys, ', ')}`;
    case 'invalid_key':
    case 'invalid_element':
      return `Invalid ${issue.code === 'invalid_key' ? 'key' : 'value'} in ${issue.origin}`;
    default:
      return 'Invalid input';
  }
}
