import { describe, expect, it } from 'vitest';
import { answerOf, ServerRefusal } from './trpc-fetch';

/** tRPC's error answer, as the server's formatter writes it. */
const refusal = (message: string, data: object, status: number) =>
  new Response(JSON.stringify({ error: { message, code: -32001, data } }), { status });

describe('answerOf', () => {
  it("gives the procedure's data from tRPC's answer", async () => {
    const answer = new Response(JSON.stringify({ result: { data: null } }));
    expect(await answerOf(answer)).toBeNull();
  });

  it("keeps the refusal's data beside its message, as the tRPC client's error does", async () => {
    const data = { code: 'UNAUTHORIZED', httpStatus: 401, twoFactorRequired: true };
    const refused = await answerOf(refusal('Enter the code.', data, 401)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ServerRefusal);
    expect(refused).toMatchObject({ message: 'Enter the code.', data });
  });

  it('takes an answer that is not JSON, or not tRPC’s, as not reached', async () => {
    for (const response of [
      new Response('<html></html>', { status: 502 }),
      new Response(JSON.stringify({ message: 'Not tRPC' }), { status: 404 }),
    ]) {
      const failure = await answerOf(response).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(ServerRefusal);
    }
  });
});
