/** A form held in a screen's state, and the change handler its parts report to. */
export type FormPart<F> = {
  form: F;
  change: (changes: Partial<F>) => void;
};

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** Value and change handler of a text field of the form, for an input, a text area or a select. */
export const bindText = <F>({ form, change }: FormPart<F>, field: TextKey<F>) => ({
  value: form[field] as string,
  onChange: (event: { target: { value: string } }) =>
    change({ [field]: event.target.value } as Partial<F>),
});
