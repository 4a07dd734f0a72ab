import { authAnswerSchema, deletedAnswerSchema, messageAnswerSchema } from '@studio/contracts';
import type { Named } from './route';

/** The answers several groups of calls share, each one component of the document. */
export const deletedAnswer: Named = { name: 'Deleted', schema: deletedAnswerSchema };
export const sessionAnswer: Named = { name: 'AuthAnswer', schema: authAnswerSchema };
export const messageAnswer: Named = { name: 'MessageAnswer', schema: messageAnswerSchema };
