import { toPath, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';

/** Keywords whose errors only repeat what the errors of their branches say. */
const summaryKeywords = new Set(['if', 'then', 'else', 'allOf', 'not']);

/**
 * Rewrites ajv's errors into sentences that name the field by its title (DESIGN principle 8: "Zip code is required",
 * "Enter a valid Zip code"), drops the summary errors of `if`/`allOf`, and removes duplicates.
 */
export function createErrorTransformer(schema: RJSFSchema, uiSchema: UiSchema = {}): ErrorTransformer {
  return (errors) => {
    const seen = new Set<string>();
    const result: RJSFValidationError[] = [];
    for (const error of errors) {
      if (error.name && summaryKeywords.has(error.name)) continue;
      const path = toPath((error.property ?? '').replace(/^\./, '')).filter((part) => part !== '');
      const field = getFieldSchema(schema, path);
      const fieldUi = getFieldUi(uiSchema, path);
      const title = (fieldUi?.['ui:title'] as string | undefined) ?? field?.title ?? error.title ?? path[path.length - 1] ?? 'This answer';
      const message = toMessage(error, title, isChoice(field, fieldUi));
      const key = `${error.property}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ ...error, message, stack: message });
    }
    return result;
  };
}

/** The sentence for one error, naming the field. */
function toMessage(error: RJSFValidationError, title: string, choice: boolean): string {
  const limit = error.params?.limit as number | undefined;
  const name = quote(title);
  switch (error.name) {
    case 'required':
      if (choice) return `Choose an answer for ${name}`;
      return isQuestion(title) ? `Answer ${name}` : `${title} is required`;
    case 'pattern':
    case 'format':
    case 'type':
      if (choice) return `Choose an answer for ${name}`;
      return isQuestion(title) ? `Enter a valid answer for ${name}` : `Enter a valid ${title}`;
    case 'minLength':
      return limit === 1 ? (isQuestion(title) ? `Answer ${name}` : `${title} is required`) : `${name} must be at least ${limit} characters`;
    case 'maxLength':
      return `${name} must be at most ${limit} characters`;
    case 'minimum':
      return `${name} must be ${limit} or more`;
    case 'maximum':
      return `${name} must be ${limit} or less`;
    case 'exclusiveMinimum':
      return `${name} must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `${name} must be less than ${limit}`;
    case 'minItems':
      return `Choose at least ${limit} for ${name}`;
    case 'maxItems':
      return `Choose at most ${limit} for ${name}`;
    case 'uniqueItems':
      return `${name} lists the same answer twice`;
    case 'const':
    case 'enum':
    case 'oneOf':
    case 'anyOf':
      return `Choose a valid answer for ${name}`;
    default:
      return `${name}: ${error.message ?? 'check this answer'}`;
  }
}

/** Question-like titles ("What do you need?") read better quoted inside a sentence. */
function quote(title: string): string {
  return isQuestion(title) ? `“${title}”` : title;
}

/** Whether a title is a question ("How many chips?") rather than a noun ("Zip code"). */
function isQuestion(title: string): boolean {
  return /[?]$/.test(title.trim());
}

/** Whether the field is answered by choosing (radio, select, checkbox) rather than typing. */
function isChoice(field: RJSFSchema | undefined, fieldUi: UiSchema | undefined): boolean {
  if (!field) return false;
  const widget = fieldUi?.['ui:widget'];
  return (
    field.enum !== undefined ||
    field.oneOf !== undefined ||
    field.type === 'boolean' ||
    widget === 'radio' ||
    widget === 'select' ||
    (fieldUi?.['ui:options'] as { optionsFrom?: unknown } | undefined)?.optionsFrom !== undefined
  );
}

/** The schema of the field at a data path (`['glassToReplace', '0', 'glassLocation']`). */
function getFieldSchema(schema: RJSFSchema, path: string[]): RJSFSchema | undefined {
  let current: RJSFSchema | undefined = schema;
  for (const part of path) {
    if (!current) return undefined;
    if (/^\d+$/.test(part) && current.items && typeof current.items === 'object' && !Array.isArray(current.items)) {
      current = current.items as RJSFSchema;
    } else {
      const next: unknown = current.properties?.[part];
      current = next && typeof next === 'object' ? (next as RJSFSchema) : undefined;
    }
  }
  return current;
}

/** The uiSchema of the field at a data path (array items under `items`). */
function getFieldUi(uiSchema: UiSchema, path: string[]): UiSchema | undefined {
  let current: UiSchema | undefined = uiSchema;
  for (const part of path) {
    if (!current) return undefined;
    current = (/^\d+$/.test(part) ? current.items : current[part]) as UiSchema | undefined;
  }
  return current;
}
