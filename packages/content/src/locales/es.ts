import { titled } from '../site';
import type { PageWords } from './catalogue';
import { about, afterproduction, production, settings, slider } from './es-builtin';
import { numbersIn } from './numbers';

const { number, counted } = numbersIn('es');

/**
 * The public site's fixed words in Spanish (`english` in catalogue.ts is the source and the
 * shape), but for those a page's first render never reads (`es-later.ts`). Loaded only on
 * Spanish pages: a chunk of its own in the browser. The Spanish banner
 * above the light header keeps its own words (a site setting, and `site.topBannerCta`).
 */
export const es: PageWords = {
  contact: {
    success: '¡Mensaje enviado correctamente!',
    failure: 'Algo salió mal.',
    network: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
    submitting: 'Enviando…',
    loadingInfo: 'Cargando la información de contacto…',
    noInfo: 'No hay información de contacto disponible.',
  },
  career: {
    success: '¡Solicitud enviada correctamente!',
    failure: 'Algo salió mal. Inténtalo de nuevo.',
    network: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
    submitting: 'Enviando…',
  },
  banners: {
    documentaryFallback: 'Por ahora te mostramos una selección de nuestros títulos.',
    equipmentEmpty: 'Aún no hay material publicado. Te mostramos una selección.',
    equipmentFailed: 'No pudimos cargar el material disponible. Te mostramos una selección.',
  },
  galleries: {
    podcast: { kicker: 'Conversaciones', heading: 'Episodios', noun: 'episodios' },
    music: { kicker: 'Discos', heading: 'Lanzamientos', noun: 'lanzamientos' },
    documentary: { kicker: 'Historias reales', heading: 'Películas', noun: 'películas' },
    gallery: { kicker: 'Fotos y fotogramas', heading: 'Galería', noun: 'imágenes' },
    equipment: {
      kicker: 'Alquila el material',
      heading: 'Material en alquiler',
      noun: 'artículos',
    },
    titles: (count: number) => counted(count, { one: 'título', other: 'títulos' }),
    play: (title: string) => `Reproducir ${title}`,
    view: (title: string) => `Ver ${title}`,
    frame: 'Fotograma',
  },
  modal: {
    close: 'Cerrar',
    openLink: 'Abrir el enlace',
    unplayable: 'Este vídeo no se puede reproducir aquí.',
    released: (date: string) => `Estreno: ${date}`,
    relatedPodcasts: 'Pódcasts relacionados',
  },
  copy: {
    career: {
      kicker: 'Empleo',
      heading: 'ÚNETE AL EQUIPO.',
      application: 'Solicitud',
      contact: 'Consultas sobre empleo:',
      intro:
        'Somos un equipo pequeño de directores, editores, técnicos de sonido y productores. ' +
        'Si te apasiona contar historias con imagen y sonido, nos encantaría saber de ti.',
      note:
        'Ten en cuenta que este formulario es solo para solicitudes de empleo: no aceptamos ' +
        'guiones ni películas que no hayamos pedido.',
    },
    contact: {
      heading: 'Contacto',
      tiles: 'Lo que hacemos',
      kicker: 'Hablemos',
      info: 'Datos de contacto',
      followHeading: 'Síguenos',
      message: 'Envíanos un mensaje',
      cards: {
        address: 'Visítanos',
        phone: 'Llámanos',
        email: 'Escríbenos',
        hours: 'Horario',
      },
      follow:
        'El día a día del estudio, nuevos lanzamientos y algún amanecer en la montaña, cada semana.',
    },
    equipment: {
      enquire: (item: string) => `Pedir información: ${item}`,
      enquiryMessage: (item: string) => `Hola, me gustaría alquilar este material: ${item}. `,
      perDay: (price: string) => `${price} por día`,
      hiredOut: 'Alquilado en este momento',
    },
  },
  loadMore: {
    show: (noun: string) => `Ver más ${noun}`,
    loading: (noun: string) => `Cargando más ${noun}…`,
    failed: (noun: string) => `No se pudieron cargar más ${noun}.`,
    retry: 'Reintentar',
  },
  notFound: {
    title: titled('Página no encontrada'),
    heading: 'Página no encontrada',
    text: 'La página que buscas no existe o ha cambiado de dirección.',
    home: 'Volver a la página de inicio',
  },
  nav: {
    lightHeader: {
      '/': 'INICIO',
      '/podcast': 'Pódcast',
      '/documentary': 'Documental',
      '/music': 'Música',
      '/gallery': 'GALERÍA',
      '/contact': 'CONTACTO',
    },
    transparentHeader: {
      '/': 'Inicio',
      '/podcast': 'Pódcast',
      '/documentary': 'Documental',
      '/music': 'Música',
      '/gallery': 'Galería',
      '/contact': 'Contacto',
    },
    quickLinks: {
      '/': 'Inicio',
      '/podcast': 'Pódcast',
      '/music': 'Música',
      '/documentary': 'Documental',
    },
    importantLinks: { '/career': 'Empleo', '/equipment': 'Material', '/contact': 'Contacto' },
    footer: {
      quickLinks: 'Enlaces rápidos',
      importantLinks: 'Enlaces de interés',
      contact: 'Contacto',
      social: 'Redes sociales',
    },
    main: 'Principal',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    newTab: ' (se abre en una pestaña nueva)',
    language: 'Idioma',
  },
  forms: {
    loading: (form: string) => `Cargando el ${form.toLowerCase()}`,
    contact: {
      label: 'Formulario de contacto',
      submitLabel: 'Enviar mensaje',
      fields: {
        firstName: 'Nombre',
        lastName: 'Apellidos',
        contact: 'Teléfono de contacto',
        email: 'Correo electrónico',
        message: 'Mensaje',
      },
    },
    career: {
      label: 'Formulario de solicitud de empleo',
      submitLabel: 'Enviar solicitud',
      cv: 'Currículum (opcional: PDF, DOC o DOCX)',
      fields: {
        firstName: 'Nombre',
        lastName: 'Apellidos',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        position: 'Puesto',
        about: 'Háblanos de ti',
      },
    },
  },
  contactTiles: ['Música', 'Documental', 'Pódcast', 'Publicidad'],
  skipLink: { label: 'Saltar al contenido' },
  footer: {
    copyright: '© 2025 Goldhill Studios. Todos los derechos reservados.',
    credit: 'Diseño web: Cedarline Digital',
  },
  heroes: {
    podcast: { heading: 'PÓDCAST', alt: 'Un micrófono de estudio' },
    music: { heading: 'DISCOGRAFÍA', alt: 'Luces de escenario sobre el público' },
    documentary: {
      heading: 'DOCUMENTAL',
      alt: 'Un operador de cámara filma las crestas de la montaña al anochecer',
    },
    equipment: {
      heading: 'Nuestro material',
      alt: 'Una cámara de cine y focos en el plató del estudio',
    },
  },
  home: {
    hero: {
      brandLine: 'Goldhill Studios · Mussoorie',
      headline: 'Libera tu potencial',
      readMore: 'Leer más',
      label: 'Destacados',
      bullets: 'Diapositivas de portada',
    },
    about: { kicker: 'Quiénes somos', readMore: 'Leer más' },
    productions: { kicker: 'Lo que hacemos', heading: 'Producciones' },
    videos: { kicker: 'Posproducción', heading: 'Últimos montajes' },
    music: {
      kicker: 'Grabación · Producción · Mezcla',
      title: 'Dentro de la música',
      text:
        'De la primera demo al máster final, grabamos, producimos y mezclamos en una sala ' +
        'hecha para escuchar. Tráenos una canción; llévate un disco.',
      link: 'Nuestra discografía',
    },
    noPaint: {
      kicker: 'Nuestra forma de trabajar',
      title: 'Sin maquillaje ni atajos',
      paragraphs: [
        'No tapamos las grietas ni tomamos atajos. Lugares reales, gente real, luz real: ' +
          'filmamos lo que de verdad está ahí y dejamos que hable.',
        'El mismo equipo pequeño acompaña cada proyecto desde la primera llamada hasta la ' +
          'mezcla final, ya sea un anuncio de treinta segundos o un documental de largometraje.',
      ],
      alts: [
        'Un operador de cámara filma las crestas al amanecer',
        'Una claqueta en el plató, lista para la siguiente toma',
      ],
    },
    documentaries: {
      kicker: 'Documental',
      label: 'Documentales',
      bullets: 'Diapositivas de documentales',
    },
    banner: {
      alt: 'La noche sobre las colinas, bajo el logotipo de Goldhill Studios',
      title: 'Historias desde las colinas',
      text: 'Música · Documental · Pódcast · Publicidad',
    },
    subscribe: {
      kicker: 'No te pierdas nada',
      title: 'Suscríbete a nuestro canal de YouTube',
      text: 'Nuevos tráilers, vídeos del making of y episodios completos del pódcast cada semana.',
      cta: 'Suscríbete ahora',
    },
    slider: {
      roleDescription: 'carrusel',
      slide: (position: number, count: number) => `${number(position)} de ${number(count)}`,
      play: (label: string) => `Reproducir ${label}`,
      pause: (label: string) => `Pausar ${label}`,
      goTo: (position: number) => `Ir a la diapositiva ${number(position)}`,
    },
    builtin: {
      slides: slider,
      productions: production,
      about,
      videos: afterproduction,
    },
  },
  loader: { label: 'Cargando' },
  settings,
  options: {
    'film-score': 'Música de cine',
    folk: 'Folk',
    rock: 'Rock',
    electronic: 'Electrónica',
    classical: 'Clásica',
    jazz: 'Jazz',
    'hip-hop': 'Hip hop',
  },
};
