import { posix } from "node:path";

/**
 * Two checks that keep the tree honest as it grows (issue 35), without the TypeScript compiler:
 * they read export declarations, import specifiers and comments as text, which is enough for
 * this repository's style (named exports, relative specifiers) and runs in well under a second.
 * The files come in as a map (repository path to text) so a test can plant a case.
 */
type Files = ReadonlyMap<string, string>;

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** The file a relative specifier names, or undefined (a package, or nothing we hold). */
function resolveSpecifier(files: Files, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  for (const suffix of RESOLVE_SUFFIXES) {
    if (files.has(base + suffix)) return base + suffix;
  }
  // `./x.js` written for `./x.ts`
  const swapped = base.replace(/\.js$/, ".ts");
  return files.has(swapped) ? swapped : undefined;
}

/** Comments, strings and template text would otherwise read as declarations. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/[^\n]*/g, "$1");
}

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
const LOCAL_LIST = /^export\s+(?:type\s+)?\{([^}]*)\}\s*(?:from\s+["']([^"']+)["'])?/gm;

/** The names a module exports by declaration or by `export { … }` of its own bindings. */
export function exportedNames(text: string): string[] {
  const code = withoutComments(text);
  const names = [...code.matchAll(DECLARATION)].map((match) => match[1] ?? "");
  for (const match of code.matchAll(LOCAL_LIST)) {
    if (match[2] !== undefined) continue; // a re-export is a use of the other module
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names.filter((name) => name !== "");
}

interface Use {
  readonly file: string;
  /** undefined: every export of the file counts as used (`import *`, `export *`, `import()`). */
  readonly names: readonly string[] | undefined;
}

const NAMED =
  /(?:import|export)\s+(?:type\s+)?([\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const WHOLE =
  /(?:import\s+\*\s+as\s+[\w$]+|export\s+\*(?:\s+as\s+[\w$]+)?)\s+from\s*["']([^"']+)["']/g;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;
const DEFAULT_ONLY = /import\s+(?:type\s+)?([\w$]+)\s+from\s*["']([^"']+)["']/g;

function usesIn(files: Files, from: string, text: string): Use[] {
  const code = withoutComments(text);
  const uses: Use[] = [];
  const add = (specifier: string, names: readonly string[] | undefined) => {
    const file = resolveSpecifier(files, from, specifier);
    if (file !== undefined) uses.push({ file, names });
  };
  for (const match of code.matchAll(NAMED)) {
    const names = (match[2] ?? "")
      .split(",")
      .map((part) =>
        part
          .replace(/^\s*type\s+/, "")
          .split(/\s+as\s+/)[0]
          ?.trim(),
      )
      .filter((name): name is string => !!name);
    add(match[3] ?? "", match[1] ? [...names, "default"] : names);
  }
  for (const match of code.matchAll(WHOLE)) add(match[1] ?? "", undefined);
  for (const match of code.matchAll(DYNAMIC)) add(match[1] ?? "", undefined);
  for (const match of code.matchAll(DEFAULT_ONLY)) add(match[2] ?? "", ["default"]);
  return uses;
}

const isTest = (path: string) => /\.test\.tsx?$|\.spec\.ts$/.test(path);

/**
 * `file: name` for every name a module under `roots` exports that no other file imports (tests
 * count as importers: an export kept only for its test is still a seam someone reads).
 */
export function unusedExports(files: Files, roots: readonly string[]): string[] {
  const used = new Map<string, Set<string> | "all">();
  for (const [path, text] of files) {
    if (!SOURCE.test(path) && !/\.tsx$/.test(path)) continue;
    for (const use of usesIn(files, path, text)) {
      if (use.file === path) continue;
      const seen = used.get(use.file);
      if (seen === "all") continue;
      if (use.names === undefined) used.set(use.file, "all");
      else used.set(use.file, new Set([...(seen ?? []), ...use.names]));
    }
  }
  const found: string[] = [];
  for (const [path, text] of files) {
    if (!SOURCE.test(path) || isTest(path)) continue;
    if (!roots.some((root) => path.startsWith(root))) continue;
    const seen = used.get(path);
    if (seen === "all") continue;
    for (const name of exportedNames(text)) {
      if (!seen?.has(name)) found.push(`${path}: ${name}`);
    }
  }
  return found.sort();
}

/** Where a repository path may be written: these folders, then a file with an extension. */
const PATH =
  /(?<![\w./#-])((?:src|tenant|server|e2e|docs|bench|packages|examples)\/[\w./-]*[\w-](?:\.(?:ts|tsx|mts|mjs|css|md|json|html)|\/))(?![\w/<{*…])/g;

/** The comment text of a source file; a Markdown file is all text. */
function prose(path: string, text: string): string {
  if (path.endsWith(".md")) return text;
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g)]
    .map((match) => match[0])
    .join("\n");
}

/**
 * `file: path` for every repository path written in Markdown or in a comment that names no file
 * or folder. A path with a placeholder (`<job>`, `{a,b}`, `*`, `…`) is a pattern, not a path.
 */
export function stalePaths(files: Files, exists: (path: string) => boolean): string[] {
  const found = new Set<string>();
  for (const [path, text] of files) {
    if (!path.endsWith(".md") && !SOURCE.test(path) && !path.endsWith(".css")) continue;
    for (const match of prose(path, text).matchAll(PATH)) {
      const written = match[1] ?? "";
      if (/[<>{}*…]/.test(written)) continue;
      const candidates = [written, posix.join(posix.dirname(path), written)];
      if (!candidates.some((candidate) => exists(candidate.replace(/\/$/, "")))) {
        found.add(`${path}: ${written}`);
      }
    }
  }
  return [...found].sort();
}
