import type { ContentData } from '@studio/contracts';

export const STUDIO_ADDRESS =
  'Goldhill Studios, Pine View House, Upper Mall Road, Landour, Mussoorie, Uttarakhand 248179, India';

export const contactInfo: ContentData<'contactinfo'>[] = [
  {
    address: STUDIO_ADDRESS,
    phone: '+91 135 263 0142',
    email: 'bookings@goldhillstudios.in',
    hours: 'Monday to Saturday, 10:00 am to 7:00 pm (IST)',
  },
];
