/** A README's code blocks that open with a file name comment (`// playwright.config.ts`). */
export interface ReadmeFile {
  path: string;
  text: string;
}

/** Each fenced block whose first line is `// <relative path>`, that line left out. */
export function readmeFiles(markdown: string): ReadmeFile[] {
  const files: ReadmeFile[] = [];
  for (const match of markdown.matchAll(/```\w*\n\/\/ ([\w./-]+)\n([\s\S]*?)```/g)) {
    const [, path, text] = match;
    if (path && text !== undefined && !path.startsWith("/") && !path.includes("..")) {
      files.push({ path, text });
    }
  }
  if (files.length === 0) throw new Error("the README names no file in its code blocks");
  return files;
}
