import { siteSettings } from '../site-settings';

/**
 * The Spanish of what a page shows before the server answers (the home page's built-in records,
 * by the position of the English record in home.ts, and the site settings' localized fields):
 * the words es.ts shows for them, and what the seed stores as their Spanish (es-content.ts). A
 * module of its own, so a Spanish page's words carry no other type's records.
 */

/** The site settings: the address is a name, written as it is posted. */
export const settings = {
  tagline: 'Historias desde las colinas, hechas para todas las pantallas.',
  address: siteSettings.address,
};

export const slider = [
  {
    title: 'Ecos de la montaña',
    description:
      'Un año con las últimas familias de una aldea del Himalaya, contado con sus propias ' +
      'palabras. Ya disponible.',
  },
  {
    title: 'Diarios del glaciar',
    description:
      'Doce meses, un glaciar y un equipo de científicos que miden el deshielo a mano, ' +
      'de día y de noche.',
  },
];

export const production = [
  { cardTitle: 'Música' },
  { cardTitle: 'Documental' },
  { cardTitle: 'Pódcast' },
  { cardTitle: 'Publicidad' },
  { cardTitle: 'Publicidad' },
];

export const about = [
  {
    title: 'Sobre Goldhill Studios',
    description:
      'Goldhill Studios es una pequeña productora de Mussoorie. Desde 2014 grabamos discos, ' +
      'rodamos documentales por todo el Himalaya, producimos pódcasts semanales y hacemos ' +
      'campañas para marcas a las que les importa cómo suenan y cómo se ven. Un mismo equipo ' +
      'lleva cada proyecto de la primera idea a la mezcla final, y nuestras cámaras, luces y ' +
      'material de sonido se pueden alquilar.',
  },
];

export const afterproduction = [
  {
    title: 'Color y luz',
    description:
      'Corrección de color, iluminación y acabado: cómo el material en bruto se convierte en ' +
      'película.',
  },
  {
    title: 'Diseño de sonido',
    description:
      'Diálogos, efectos de sala y música original, mezclados en nuestra propia sala de control.',
  },
];
