/**
 * How a catalogue writes the numbers in its messages, by its language's rules (Intl): Spanish
 * "10.000", English "10,000"; and which form of a noun a count takes ("1 title", "2 titles").
 */
export function numbersIn(locale: string) {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  return {
    /** `value` as the language writes it. */
    number: (value: number) => numbers.format(value),
    /** `value` written, then the noun in the form its count takes (only "one" is not `other`). */
    counted: (value: number, forms: { one: string; other: string }) =>
      `${numbers.format(value)} ${plurals.select(value) === 'one' ? forms.one : forms.other}`,
  };
}
