import type { ContentData } from '@studio/contracts';
import { siteSettings } from './site-settings';

export const contactInfo: ContentData<'contactinfo'>[] = [
  {
    address: siteSettings.address,
    phone: siteSettings.phones[0] ?? '',
    email: siteSettings.email,
    hours: 'Monday to Saturday, 10:00 am to 7:00 pm (IST)',
  },
];
