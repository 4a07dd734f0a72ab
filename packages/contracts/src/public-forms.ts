// What the public pages' script needs of the visitor forms' contract, apart from the zod
// schemas in inbox.ts: importing one name of a module keeps all of its top level, zod's included.

/**
 * What the public forms send beside their fields to keep simple bots out (never stored): a
 * honeypot field people never see, and the signed time the form was rendered at. A submission
 * with the honeypot filled, or sent too soon after rendering, is answered like a success but
 * kept in the inbox's spam folder (decision 041). Callers that send neither (REST integrators)
 * are unaffected.
 */
export const spamGuard = { honeypot: 'website', renderToken: 'formToken' } as const;

/** The longest CV file name kept (a file system's own limit): it is sent back in a header. */
export const CV_NAME_MAX = 255;

/** Where a stored CV is downloaded (signed-in admins and `inbox:read` tokens only). */
export const cvPath = (file: string) => `/uploads/cvs/${encodeURIComponent(file)}`;

/** CV uploads: accepted extensions, each with the leading bytes its content must start with. */
export const cvFileTypes = {
  '.pdf': { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  '.doc': {
    mime: 'application/msword',
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  '.docx': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
} as const;
export type CvExtension = keyof typeof cvFileTypes;
/** For the file input's accept attribute. */
export const cvAccept = Object.keys(cvFileTypes).join(',');
