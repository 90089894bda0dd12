import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * A react-hook-form resolver that checks a form's values against a shared request schema.
 *
 * The inputs hold what was typed (numbers as text, blanks as ''), which is not the schema's
 * input: `toInput` turns the values into it, and the issues keep the schema's paths, which are
 * the form's field names. Typed end to end: the form's values in, the schema's output out.
 */
export function zodFormResolver<TValues extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: TValues) => z.input<S>,
): Resolver<TValues, unknown, z.output<S>> {
  return zodResolver(z.preprocess((values: TValues) => toInput(values), schema));
}
