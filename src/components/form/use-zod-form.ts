import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { issueMessages } from '@/i18n/validation';

/** Any zod object schema a form can be built from. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form instance typed by a zod schema: input values in the fields, parsed output on
 * submit.
 */
export type ZodForm<TSchema extends FormSchema> = UseFormReturn<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
>;

/**
 * react-hook-form + zod in one call: the resolver, validation on blur then on change, and
 * the field and submit types inferred from the schema. A rule without a message of its own
 * (the API contract's rules name catalogue keys) is shown in the user's language.
 */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  options?: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>,
): ZodForm<TSchema> {
  const { t } = useKitTranslation(commonNs);
  const error = useMemo(() => issueMessages(t), [t]);
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema, { error }) as never,
  });
}
