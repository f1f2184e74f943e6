/**
 * Just enough MIME to read test mail: unfolded headers, RFC 2047 encoded words in the subject, and
 * the text/plain part in 7bit, quoted-printable (soft line breaks) or base64.
 */

export function decodeMail(raw: string): { subject: string; text: string } {
  const { headers, body } = splitMessage(raw);
  return { subject: decodeWords(headers.get("subject") ?? ""), text: plainText(headers, body) };
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const inner = splitMessage(part.replace(/^\n/, ""));
      const text = plainText(inner.headers, inner.body);
      if (text) return text;
    }
    return "";
  }
  if (!/^text\/plain/i.test(type)) return "";
  return decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit").replace(/\n$/, "");
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

export function decodeQuotedPrintable(text: string): string {
  const input = Buffer.from(text.replace(/[ \t]+$/gm, "").replace(/=\r?\n/g, ""), "utf8");
  const out: number[] = [];
  const isHex = (b: number | undefined) =>
    b !== undefined && ((b >= 48 && b <= 57) || (b >= 65 && b <= 70) || (b >= 97 && b <= 102));
  for (let i = 0; i < input.length; i++) {
    const byte = input[i] as number;
    if (byte === 0x3d && isHex(input[i + 1]) && isHex(input[i + 2])) {
      out.push(parseInt(input.subarray(i + 1, i + 3).toString("ascii"), 16));
      i += 2;
    } else {
      out.push(byte);
    }
  }
  return Buffer.from(out).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
