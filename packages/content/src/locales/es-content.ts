import type { BuiltinTranslation } from '../builtin';
import { about, afterproduction, production, settings, slider } from './es-builtin';

/**
 * The built-in records and site settings in Spanish: each type's localized fields, by the
 * position of the English record (home.ts, podcasts.ts... and site-settings.ts): what the seed
 * stores as their Spanish translation. Names stay names: the studio, the town, the address.
 */

const podcast = [
  'Sesiones en las colinas',
  'Detrás de la cámara',
  'Lunes de prueba de sonido',
  'Caminos lentos',
  'La sala de sonido',
  'Historias del valle',
  'Fotograma a fotograma',
  'Cintas de medianoche',
  'La hora independiente',
  'Voces de la cordillera',
  'Corte a negro',
  'Notas de campo',
].map((title) => ({ title }));

const music = [
  'Cartas del monzón',
  'Pino y humo',
  'Transbordador de medianoche',
  'Hora dorada',
  'Faroles de papel',
  'Rumbo al norte',
  'Lluvia de cedro',
  'Valle del eco',
  'Banderas de oración de neón',
  'A fuego lento',
  'Cometas sobre Landour',
  'Después del deshielo',
].map((alt) => ({ alt }));

const documentary = [
  'Ecos de la montaña',
  'Los últimos pastores',
  'Sal y nieve',
  'Río de piedras',
  'Las recolectoras de té',
  'Sobre las nubes',
  'Mercado nocturno',
  'Cazadores de miel',
  'Los tejedores de Kullu',
  'Diarios del glaciar',
  'Caminos poco transitados',
  'Hijos del monzón',
].map((alt) => ({ alt }));

const equipment = [
  {
    title: 'Cámara de cine',
    features: [
      'Sensor de formato completo 6K',
      'RAW de 12 bits y ProRes internos',
      'ISO nativo dual para poca luz',
    ],
  },
  {
    title: 'Kit de iluminación Fresnel LED',
    features: [
      'Tres Fresnel bicolor de 300 W',
      'Viseras, difusores y soportes',
      'A batería o a la corriente',
    ],
  },
  {
    title: 'Micrófono de condensador de estudio',
    features: [
      'Cápsula de diafragma grande',
      'Suspensión antivibración y filtro antipop',
      'Ideal para voces y locución',
    ],
  },
  {
    title: 'Trípode de fibra de carbono',
    features: [
      'Cabezal fluido para 12 kg',
      'Nivelación de semiesfera y separador de patas',
      'Plegado mide 80 cm: listo para viajar',
    ],
  },
  {
    title: 'Monitor de referencia',
    features: [
      'Panel 4K de 17 pulgadas con color fiel',
      'Previsualización en Rec. 709 y HDR',
      'Entradas SDI y HDMI',
    ],
  },
  {
    title: 'Dron con cámara',
    features: [
      'Tomas aéreas en 5,1K',
      '40 minutos por batería',
      'Piloto con licencia disponible a pedido',
    ],
  },
  {
    title: 'Estabilizador de 3 ejes',
    features: [
      'Soporta cámaras de cine de hasta 4,5 kg',
      'Control de enfoque y mando inalámbrico',
      'Batería de 12 horas',
    ],
  },
  {
    title: 'Grabadora de audio de campo',
    features: [
      'Coma flotante de 32 bits: nunca satura',
      'Seis entradas XLR con código de tiempo',
      'Cápsula de micrófono estéreo X/Y',
    ],
  },
  {
    title: 'Estudio de pantalla verde',
    features: [
      'Fondo de croma de 6 × 4 m',
      'Iluminación uniforme con paneles suaves',
      'Listo para el recorte en posproducción',
    ],
  },
  {
    title: 'Auriculares de estudio',
    features: [
      'Cerrados, para escuchar en el rodaje',
      'Respuesta plana y fiel para mezclar',
      'Cómodos en sesiones largas',
    ],
  },
  {
    title: 'Claqueta digital',
    features: [
      'Claqueta con código de tiempo y pantalla LED',
      'Sincroniza imagen y sonido en segundos',
      'Campos borrables para cada toma',
    ],
  },
  {
    title: 'Juego de lentes fijas de cine',
    features: ['35, 50 y 85 mm a T1,5', 'Color y recorrido de enfoque iguales', 'Monturas PL y EF'],
  },
];

const contactinfo = [
  { address: settings.address, hours: 'De lunes a sábado, de 10:00 a 19:00 (hora de la India)' },
];

/** Every built-in record's and setting's Spanish (the seed's `es` translations). */
export const esContent: BuiltinTranslation = {
  records: {
    slider,
    production,
    afterproduction,
    about,
    podcast,
    music,
    documentary,
    equipment,
    contactinfo,
    gallery: [],
  },
  singletons: { site: settings },
};
