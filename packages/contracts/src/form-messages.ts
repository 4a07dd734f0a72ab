import { EMAIL_MESSAGE, NOT_TEXT_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from './field-checks';
import { messages } from './messages';

/**
 * The messages a public form can show besides its own words: a field's validation issue (the
 * contracts' schemas, in the browser and in the server's 400 answer) and a refusal the server
 * answers with. Not copies: the messages themselves, so a catalogue translates each one.
 */
export const formMessages = {
  required: REQUIRED_MESSAGE,
  notText: NOT_TEXT_MESSAGE,
  email: EMAIL_MESSAGE,
  tooLong: tooLongMessage,
  server: messages.server,
};
