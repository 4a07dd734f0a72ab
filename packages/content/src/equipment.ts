import type { ContentData } from '@studio/contracts';
import { media } from './media';

/** Day rates in rupees (the default CURRENCY); the drone is out on a shoot. */
export const equipment: ContentData<'equipment'>[] = [
  {
    title: 'Cinema Camera',
    src: media.equipment('camera'),
    dailyRate: 12000,
    available: true,
    features: [
      '6K full-frame sensor',
      'Internal 12-bit RAW and ProRes',
      'Dual native ISO for low light',
    ],
  },
  {
    title: 'LED Fresnel Lighting Kit',
    src: media.equipment('lighting'),
    dailyRate: 4500,
    available: true,
    features: [
      'Three 300 W bi-colour fresnels',
      'Barn doors, diffusion and stands',
      'Battery or mains power',
    ],
  },
  {
    title: 'Studio Condenser Microphone',
    src: media.equipment('microphone'),
    dailyRate: 1500,
    available: true,
    features: [
      'Large-diaphragm capsule',
      'Shock mount and pop filter',
      'Ideal for vocals and voice-over',
    ],
  },
  {
    title: 'Carbon Fibre Tripod',
    src: media.equipment('tripod'),
    dailyRate: 1200,
    available: true,
    features: [
      'Fluid head with 12 kg payload',
      'Bowl levelling and spreader',
      'Folds to 80 cm for travel',
    ],
  },
  {
    title: 'Reference Monitor',
    src: media.equipment('monitor'),
    dailyRate: 3500,
    available: true,
    features: [
      '17-inch 4K colour-accurate panel',
      'Rec. 709 and HDR previews',
      'SDI and HDMI inputs',
    ],
  },
  {
    title: 'Camera Drone',
    src: media.equipment('drone'),
    dailyRate: 8000,
    available: false,
    features: [
      '5.1K aerial footage',
      '40 minutes per battery',
      'Licensed pilot available on request',
    ],
  },
  {
    title: '3-Axis Gimbal',
    src: media.equipment('gimbal'),
    dailyRate: 2500,
    available: true,
    features: [
      'Carries cinema rigs up to 4.5 kg',
      'Follow focus and wireless control',
      '12-hour battery life',
    ],
  },
  {
    title: 'Field Audio Recorder',
    src: media.equipment('recorder'),
    dailyRate: 2000,
    available: true,
    features: [
      '32-bit float, never clips',
      'Six XLR inputs with timecode',
      'X/Y stereo microphone head',
    ],
  },
  {
    title: 'Green Screen Studio',
    src: media.equipment('green-screen'),
    dailyRate: 15000,
    available: true,
    features: [
      '6 x 4 m chroma backdrop',
      'Evenly lit with soft panels',
      'Ready for keying in post',
    ],
  },
  {
    title: 'Studio Headphones',
    src: media.equipment('headphones'),
    dailyRate: 500,
    available: true,
    features: [
      'Closed-back for on-set monitoring',
      'Flat, honest response for mixing',
      'Comfortable for long sessions',
    ],
  },
  {
    title: 'Digital Clapperboard',
    src: media.equipment('clapperboard'),
    dailyRate: 800,
    available: true,
    features: [
      'Timecode slate with LED display',
      'Syncs picture and sound in seconds',
      'Dry-erase fields for every take',
    ],
  },
  {
    title: 'Cinema Prime Lens Set',
    src: media.equipment('lenses'),
    dailyRate: 9500,
    available: true,
    features: ['35, 50 and 85 mm at T1.5', 'Matched colour and focus throw', 'PL and EF mounts'],
  },
];
