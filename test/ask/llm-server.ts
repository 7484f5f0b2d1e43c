import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test server does with one chat request. */
export type LlmReply =
  /** Streams these content pieces as OpenAI chat chunks; with `failAfter`, drops the connection after that many. */
  | { stream: string[]; failAfter?: number }
  /** Answers with one non-streamed chat completion. */
  | { json: string }
  | { status: number };

export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  /** The verses the app offered, parsed from its prompt: `(Reference) text` lines. */
  verses: { reference: string; text: string }[];
}

export interface TestLlm {
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible chat server on 127.0.0.1:0 (`POST /v1/chat/completions`), the protocol
 * llama.cpp, Ollama and LM Studio speak. `reply` decides each answer from the request.
 */
export async function startTestLlm(reply: (request: ChatRequest) => LlmReply): Promise<TestLlm> {
  const requests: ChatRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<ChatRequest, 'verses'>;
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      const verses = Array.from(user.matchAll(/^\((.+?)\) (.*)$/gm), (m) => ({ reference: m[1]!, text: m[2]! }));
      const request = { ...body, verses };
      requests.push(request);
      const answer = reply(request);
      if ('status' in answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end('{"error":{"message":"model not loaded"}}');
      } else if ('json' in answer) {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: answer.json } }] }));
      } else {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        answer.stream.forEach((content, i) => {
          if (answer.failAfter !== undefined && i >= answer.failAfter) return;
          res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
        });
        if (answer.failAfter !== undefined) {
          // Let the pieces reach the client before the connection breaks.
          setTimeout(() => res.destroy(), 50);
          return;
        }
        res.end('data: [DONE]\n\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
