import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

/** Vite names what it builds `name-<8 base64url chars>.ext` under assets/: safe to cache forever. */
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

interface StaticAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function compressible(type: string): boolean {
  return /^(text\/|application\/(json|manifest)|image\/svg)/.test(type);
}

/**
 * The build, read once at start and compressed once (gzip and brotli): a built console is well
 * under a megabyte, and every instance then answers from memory.
 */
export async function loadStaticFiles(dist: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const paths = await filesUnder(dist).catch(() => []);
  for (const path of paths) {
    const urlPath = `/${relative(dist, path).split(sep).join("/")}`;
    const identity = new Uint8Array(await readFile(path));
    const type = TYPES[extname(path)] ?? "application/octet-stream";
    const file: StaticFile = {
      type,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
      cacheControl: HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE,
      identity,
    };
    if (compressible(type) && identity.byteLength > 512) {
      file.gzip = new Uint8Array(gzipSync(identity, { level: 9 }));
      file.br = new Uint8Array(
        brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
      );
    }
    files.set(urlPath, file);
  }
  if (!files.has("/index.html")) {
    throw new Error(`${join(dist, "index.html")} not found: run \`npm run build\` first`);
  }
  return files;
}

/** Which encodings the client accepts, from `Accept-Encoding` (q=0 excludes one). */
function accepts(header: string, encoding: string): boolean {
  return header
    .split(",")
    .map((part) => part.trim().split(";"))
    .some(
      ([name, ...params]) =>
        name?.trim() === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)),
    );
}

export function answerStatic(
  file: StaticFile,
  acceptEncoding: string,
  ifNoneMatch: string | null,
): StaticAnswer {
  const headers: Record<string, string> = {
    "content-type": file.type,
    "cache-control": file.cacheControl,
    etag: file.etag,
    vary: "Accept-Encoding",
  };
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === file.etag)) {
    return { status: 304, headers, body: null };
  }
  if (file.br && accepts(acceptEncoding, "br")) {
    return { status: 200, headers: { ...headers, "content-encoding": "br" }, body: file.br };
  }
  if (file.gzip && accepts(acceptEncoding, "gzip")) {
    return { status: 200, headers: { ...headers, "content-encoding": "gzip" }, body: file.gzip };
  }
  return { status: 200, headers, body: file.identity };
}
