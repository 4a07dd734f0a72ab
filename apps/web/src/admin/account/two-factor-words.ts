/** The two-factor card's title, on each of its forms. */
export const twoFactorCard = { title: 'Two-factor sign-in' };
