/** A file part of a multipart body. */
export interface FilePart {
  name: string;
  content: string | Buffer;
  type?: string;
}

/** Encodes a multipart/form-data body the way a browser does, through the platform's FormData. */
export async function multipart(fields: Record<string, string | number>, file?: FilePart) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A part as an attacker may write it: a text field in a charset of its choosing, or a file under any name. */
export type RawPart =
  | { name: string; value: string; charset?: 'utf-8' | 'utf-16le' }
  | { name: string; filename: string; content: string | Buffer; type?: string };

/**
 * Encodes parts by hand, as no browser would: a field in UTF-16 carries a lone surrogate intact, and a file name
 * travels as RFC 5987 `filename*` in UTF-16, so a NUL or a lone surrogate in it reaches the server as sent.
 */
export function rawMultipart(parts: RawPart[]) {
  const boundary = '----hostile-boundary-7e9dfed1';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      const charset = part.charset ?? 'utf-8';
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"\r\nContent-Type: text/plain; charset=${charset}\r\n\r\n`,
        ),
        Buffer.from(part.value, charset === 'utf-16le' ? 'utf16le' : 'utf8'),
      );
    } else {
      const encodedName = [...Buffer.from(part.filename, 'utf16le')]
        .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
        .join('');
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename*=utf-16le''${encodedName}\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        typeof part.content === 'string' ? Buffer.from(part.content) : part.content,
      );
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
