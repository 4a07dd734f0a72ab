import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * The client side of WebAuthn for server tests: a software authenticator holding one ES256
 * (P-256) key, answering as a browser's `PublicKeyCredential.toJSON()` does, with "none"
 * attestation. Real signatures over real authenticator data: only the browser is left out.
 */

/** CBOR (RFC 8949), as much as attestation objects and COSE keys use. */
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(value, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(value, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (bytes: Buffer) => bytes.toString('base64url');

// Authenticator data flags (WebAuthn §6.1).
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/** What a test may change of an answer, to see the server refuse it. */
export interface Tweaks {
  /** The origin the "browser" writes into the client data (default: the one given). */
  origin?: string;
  /** The relying party the authenticator signs for (default: the options'). */
  rpId?: string;
  /** Whether the authenticator verified the person (default true). */
  userVerified?: boolean;
  /** The client data's type (default webauthn.create / webauthn.get). */
  type?: string;
  /** Another challenge than the options' one. */
  challenge?: string;
  /** The user handle the assertion names (default: the registered one). */
  userHandle?: Buffer;
}

/** The parts of the server's options an authenticator reads. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter; with `counts` false it stays 0, as many platform passkeys do. */
  counter = 0;
  #userHandle = Buffer.alloc(0);

  constructor(private readonly counts = true) {}

  get id() {
    return b64(this.credentialId);
  }

  /** The COSE_Key of the public key (kty EC2, alg ES256, crv P-256, x, y). */
  #coseKey(): Buffer {
    const { x, y } = this.#keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(x ?? '', 'base64url')],
        [-3, Buffer.from(y ?? '', 'base64url')],
      ]),
    );
  }

  #authData(rpId: string, flags: number, extra = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, extra]);
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** Makes this credential for the registration options, as the browser at `origin` would. */
  register(options: CreationOptions, origin: string, tweaks: Tweaks = {}) {
    this.#userHandle = Buffer.from(options.user.id, 'base64url');
    const rpId = tweaks.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.#coseKey(),
    ]);
    const flags =
      USER_PRESENT | ATTESTED_CREDENTIAL | (tweaks.userVerified === false ? 0 : USER_VERIFIED);
    const authData = this.#authData(rpId, flags, attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientData = this.#clientData(
      tweaks.type ?? 'webauthn.create',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? origin,
    );
    return this.#credential(clientData, {
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    });
  }

  /** Signs the sign-in options' challenge, as the browser at `origin` would. */
  signIn(options: RequestOptions, origin: string, tweaks: Tweaks = {}) {
    if (this.counts) this.counter += 1;
    const rpId = tweaks.rpId ?? options.rpId ?? new URL(origin).hostname;
    const flags = USER_PRESENT | (tweaks.userVerified === false ? 0 : USER_VERIFIED);
    const authData = this.#authData(rpId, flags);
    const clientData = this.#clientData(
      tweaks.type ?? 'webauthn.get',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.#keys.privateKey,
    );
    return this.#credential(clientData, {
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: b64(tweaks.userHandle ?? this.#userHandle),
    });
  }

  /** The credential as the browser hands it to the page, with the client data it signed. */
  #credential<R extends object>(clientData: Buffer, response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientData), ...response },
    };
  }
}
