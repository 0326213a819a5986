import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
  /**
   * The answer reached a live connection (a success answered this way is a message the gateway accepted).
   * False when the sender had gone (killed, or timed out) before the answer: the stand-in then takes the
   * message as not accepted. Undefined until answered.
   */
  answered?: boolean;
}

/** What the stand-in answers next: a status and JSON body, or a dropped connection. */
export type ScriptedAnswer = { status: number; body: unknown } | 'drop';

/**
 * A local stand-in of an SMS gateway's API (Infobip's, Africa's Talking's) on 127.0.0.1 for tests: it records every request and answers from
 * a script (then with `fallback`), so success, failures and retries can be played out.
 */
export async function startGatewayStandIn(fallback: ScriptedAnswer = accepted('standin-1')) {
  const seen: SeenRequest[] = [];
  const script: ScriptedAnswer[] = [];
  let defaultAnswer = fallback;
  /** While held, requests wait unanswered (a slow gateway); release() answers them. */
  let held: (() => void)[] | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      // JSON (Infobip), or form fields (Africa's Talking) as an object of strings.
      const form = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const body = !text ? null : form ? Object.fromEntries(new URLSearchParams(text)) : (JSON.parse(text) as unknown);
      const entry: SeenRequest = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, at: Date.now() };
      seen.push(entry);
      const reply = () => {
        const answer = script.shift() ?? defaultAnswer;
        if (answer === 'drop') {
          request.socket.destroy();
          return;
        }
        entry.answered = !request.socket.destroyed && request.socket.writable;
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      };
      if (held) held.push(reply);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    /** Answers for the next requests, in order. */
    queue: (...answers: ScriptedAnswer[]) => script.push(...answers),
    always: (answer: ScriptedAnswer) => {
      defaultAnswer = answer;
    },
    /** Requests from now on wait unanswered until release(). */
    hold: () => {
      held ??= [];
    },
    /** How many requests are waiting. */
    holding: () => held?.length ?? 0,
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const reply of waiting) reply();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Infobip's answer to an accepted message. */
export function accepted(messageId: string): ScriptedAnswer {
  return {
    status: 200,
    body: { messages: [{ to: '2348030000000', status: { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED', description: 'Message sent to next instance' }, messageId }] },
  };
}

export function failure(status: number, text: string): ScriptedAnswer {
  return { status, body: { requestError: { serviceException: { messageId: status === 401 ? 'UNAUTHORIZED' : 'GENERAL_ERROR', text } } } };
}
