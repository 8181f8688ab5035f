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
