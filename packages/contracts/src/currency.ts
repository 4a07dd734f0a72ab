/** The money the site's prices (equipment day rates) are shown in while CURRENCY is unset. */
export const DEFAULT_CURRENCY = 'INR';

export const currencyMessages = {
  /** CURRENCY at startup. */
  unknown: (code: string) =>
    `expected an ISO 4217 currency code such as INR, EUR or USD: "${code}" is not one`,
};
