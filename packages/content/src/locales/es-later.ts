import { site, titled } from '../site';
import type { LaterWords } from './catalogue';
import { numbersIn } from './numbers';

const { number } = numbersIn('es');

/**
 * The Spanish words a page's first render never reads (see `LATER_SECTIONS`): the forms'
 * messages, the pages' heads and the live preview's marker. The server reads them with the rest
 * (`loadCatalogue`); in the browser they are a chunk of their own, loaded when a form is shown
 * or an editor's live preview marks a record.
 */
export const esLater: LaterWords = {
  pages: {
    '/': {
      title: `${site.name} · Música, documentales, pódcasts y publicidad`,
      description:
        'Goldhill Studios: música, documentales, pódcasts y publicidad desde las colinas de Mussoorie.',
    },
    '/podcast': {
      title: titled('Pódcast'),
      description: 'Conversaciones grabadas en Goldhill Studios: cada episodio con su tráiler.',
    },
    '/music': {
      title: titled('Discografía'),
      description: 'Discos producidos, mezclados y masterizados en Goldhill Studios.',
    },
    '/documentary': {
      title: titled('Documental'),
      description: 'Historias reales rodadas en lugares reales por el equipo de Goldhill Studios.',
    },
    '/equipment': {
      title: titled('Alquiler de material'),
      description: 'Cámaras, iluminación y sonido en alquiler en Goldhill Studios.',
    },
    '/gallery': {
      title: titled('Galería'),
      description: 'Fotos y fotogramas de las producciones de Goldhill Studios.',
    },
    '/contact': {
      title: titled('Contacto'),
      description: 'Escribe a Goldhill Studios, llámanos o visita el estudio.',
    },
    '/career': {
      title: titled('Empleo'),
      description: 'Trabaja en Goldhill Studios: envía tu solicitud y tu currículum.',
    },
  },
  validation: {
    required: 'Este campo es obligatorio.',
    notText: 'Escribe un texto.',
    email: 'Introduce una dirección de correo electrónico válida.',
    tooLong: (max: number) => `Usa como máximo ${number(max)} caracteres.`,
    server: {
      invalidInput: 'Los datos no son válidos.',
      notAnObject: 'Envía los campos como un objeto JSON.',
      nulCharacter: 'El texto no puede contener el carácter NUL.',
      malformedJson: 'El cuerpo de la petición no es JSON válido.',
      unauthorized: 'Inicia sesión para continuar.',
      forbidden: 'No tienes permiso para hacer esto.',
      crossSite: 'Petición entre sitios rechazada.',
      notFound: 'No encontrado.',
      tooLarge: 'El archivo es demasiado grande.',
      bodyTooLarge: 'El cuerpo de la petición es demasiado grande.',
      unsupportedFileType: 'El currículum debe ser un archivo PDF, DOC o DOCX.',
      unsupportedContentType: 'Tipo de contenido no admitido.',
      multipartRequired: 'Envía este formulario como multipart/form-data.',
      malformedForm: 'Los datos del formulario están mal formados.',
      textNotUtf8: 'Envía el texto en UTF-8 (guarda el archivo como CSV UTF-8).',
      oneFile: 'Envía como máximo un archivo, en el campo «cv».',
      tooManyParts: 'El formulario tiene demasiados campos.',
      badUrl: 'La dirección de la petición no es válida.',
      uriTooLong: 'La dirección de la petición es demasiado larga.',
      headersTooLarge: 'Las cabeceras de la petición son demasiado grandes.',
      badRequest: 'La petición no es válida.',
      requestTimeout: 'La petición tardó demasiado en llegar.',
      aborted: 'La petición se cortó antes de completarse.',
      rangeNotSatisfiable: 'El rango pedido no está disponible.',
      rateLimited: 'Demasiadas peticiones. Inténtalo de nuevo más tarde.',
      busy: 'El servidor está ocupado. Inténtalo de nuevo en un momento.',
      batchRefused: 'Las llamadas de inicio de sesión no se pueden agrupar.',
      internal: 'Algo salió mal por nuestra parte.',
      notReady: 'No está listo.',
    },
  },
  preview: { editing: 'En edición' },
};
