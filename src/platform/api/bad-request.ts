import * as v from 'valibot';

/** SPEC section 3: BadRequest is a list of errors, each naming the fields it is about. */
export const BadRequestSchema = v.object({
  errors: v.array(
    v.object({
      memberNames: v.optional(v.array(v.string()), []),
      errorMessage: v.optional(v.nullable(v.string()), ''),
    }),
  ),
});

export type BadRequest = v.InferOutput<typeof BadRequestSchema>;

export function parseBadRequest(text: string): BadRequest | undefined {
  try {
    const result = v.safeParse(BadRequestSchema, JSON.parse(text));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** Logs which fields the API refused and why (messages come from the API, not from the person). */
export function logBadRequest(text: string): void {
  const parsed = parseBadRequest(text);
  if (!parsed) return;
  for (const { memberNames, errorMessage } of parsed.errors) {
    console.error(`Bad request: ${memberNames.join(', ') || '(no field)'}: ${String(errorMessage).slice(0, 200)}`);
  }
}
