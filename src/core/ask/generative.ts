import { z } from 'zod';
import { AppError } from '#shared/errors.ts';

/** A local OpenAI-compatible chat server (llama.cpp, Ollama, LM Studio, vLLM …) the user runs. */
export interface LlmOptions {
  /** Base URL on loopback, e.g. `http://127.0.0.1:8080` or `http://localhost:11434/v1`. */
  url: string;
  model?: string;
  /** Gives up when no reply (or no next chunk) comes for this long. */
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_REPLY_CHARS = 20_000;

const chunkSchema = z.object({ choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })).optional() });
const replySchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1) });

/** `…/v1/chat/completions` under the base URL, whether or not it already ends in `/v1`. */
export function completionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
}

const unavailable = (message: string) => new AppError('internal', `The local language model failed: ${message}`);

/**
 * Asks the model and yields the answer text as it arrives. Speaks the OpenAI chat protocol with
 * `stream: true`; a server that answers with one JSON reply instead works too.
 */
export async function* streamChat(options: LlmOptions, messages: readonly ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timer = setTimeout(abort, timeoutMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, timeoutMs);
  };
  try {
    const response = await fetch(completionsUrl(options.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
      body: JSON.stringify({ model: options.model ?? 'local', messages, stream: true, temperature: 0.2, max_tokens: 400 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw unavailable(`HTTP ${response.status}`);
    const decoder = new TextDecoder();
    let pending = '';
    let total = 0;
    const streaming = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    for await (const bytes of response.body) {
      touch();
      pending += decoder.decode(bytes, { stream: true });
      total += bytes.byteLength;
      if (total > MAX_REPLY_CHARS * 4) throw unavailable('the reply is too long');
      if (!streaming) continue;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
        if (data === undefined || data === '') continue;
        if (data === '[DONE]') return;
        const chunk = chunkSchema.safeParse(safeJson(data));
        if (!chunk.success) throw unavailable('a streamed chunk is not an OpenAI chat chunk');
        const text = chunk.data.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    }
    if (!streaming) {
      const reply = replySchema.safeParse(safeJson(pending));
      if (!reply.success) throw unavailable('the reply is not an OpenAI chat completion');
      const text = reply.data.choices[0]!.message.content;
      if (text) yield text;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (signal?.aborted) throw unavailable('the request was cancelled');
    throw unavailable(controller.signal.aborted ? `no reply within ${timeoutMs} ms` : (err as Error).message);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The instructions and the retrieved verses, numbered by reference, for the model to answer from. */
export function answerPrompt(question: string, verses: readonly { reference: string; text: string }[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You answer questions about the Bible using only the verses given.',
        'Write two to five short sentences. End every sentence with the reference it rests on in parentheses, exactly as given, e.g. (John 3:16).',
        'Put in double quotation marks only exact words of a verse. Cite no verse that is not in the list.',
        'If the verses do not answer the question, say so in one sentence citing the closest verse.',
      ].join(' '),
    },
    { role: 'user', content: `Verses:\n${verses.map((v) => `(${v.reference}) ${v.text}`).join('\n')}\n\nQuestion: ${question}` },
  ];
}
