/**
 * JSON.parse with an error a person can act on. Engines word syntax errors differently, and some
 * give no position at all ("Unexpected token 'a', "abc" is not valid JSON"), so on failure a
 * small scanner finds the first offending character and says what was expected there.
 */
export type JsonTextResult = { ok: true; value: unknown } | { ok: false; message: string };

class SyntaxProblem extends Error {
  constructor(
    readonly position: number,
    readonly expected: string,
  ) {
    super(`expected ${expected} at ${position}`);
  }
}

export function parseJsonText(text: string): JsonTextResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const problem = findSyntaxProblem(text) ?? { position: 0, expected: "valid JSON" };
    const { line, column } = lineAndColumn(text, problem.position);
    const found =
      problem.position >= text.length
        ? "the text ends"
        : `found ${JSON.stringify(text.charAt(problem.position))}`;
    return {
      ok: false,
      message: `Not valid JSON at line ${line}, column ${column}: expected ${problem.expected}, ${found}.`,
    };
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

class Scanner {
  position = 0;
  constructor(private readonly text: string) {}

  fail(expected: string): never {
    throw new SyntaxProblem(this.position, expected);
  }

  peek(): string {
    return this.text.charAt(this.position);
  }

  skipSpace(): void {
    while (/[ \t\n\r]/.test(this.peek())) this.position++;
  }

  literal(word: string): void {
    for (const char of word) {
      if (this.peek() !== char) this.fail(`"${word}"`);
      this.position++;
    }
  }

  string(expected: string): void {
    if (this.peek() !== '"') this.fail(expected);
    this.position++;
    for (;;) {
      if (this.position >= this.text.length) this.fail('a closing "');
      const char = this.peek();
      if (char === '"') {
        this.position++;
        return;
      }
      if (char < " ") this.fail("no control character inside a string (write \\n, \\t…)");
      if (char === "\\") {
        this.position++;
        const escaped = this.peek();
        if (escaped === "u") {
          this.position++;
          for (let i = 0; i < 4; i++) {
            if (!/[0-9a-fA-F]/.test(this.peek())) this.fail("four hexadecimal digits after \\u");
            this.position++;
          }
          continue;
        }
        if (escaped === "" || !'"\\/bfnrt'.includes(escaped)) this.fail("a valid escape after \\");
      }
      this.position++;
    }
  }

  number(): void {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(
      this.text.slice(this.position),
    );
    if (!match) this.fail("a value");
    this.position += match[0].length;
  }

  value(): void {
    this.skipSpace();
    const char = this.peek();
    if (char === "{") this.object();
    else if (char === "[") this.array();
    else if (char === '"') this.string("a value");
    else if (char === "t") this.literal("true");
    else if (char === "f") this.literal("false");
    else if (char === "n") this.literal("null");
    else this.number();
    this.skipSpace();
  }

  object(): void {
    this.position++;
    this.skipSpace();
    if (this.peek() === "}") {
      this.position++;
      return;
    }
    for (;;) {
      this.skipSpace();
      this.string("a property name in double quotes");
      this.skipSpace();
      if (this.peek() !== ":") this.fail('":" after the property name');
      this.position++;
      this.value();
      if (this.peek() === "}") {
        this.position++;
        return;
      }
      if (this.peek() !== ",") this.fail('"," or "}" after a property value');
      this.position++;
    }
  }

  array(): void {
    this.position++;
    this.skipSpace();
    if (this.peek() === "]") {
      this.position++;
      return;
    }
    for (;;) {
      this.value();
      if (this.peek() === "]") {
        this.position++;
        return;
      }
      if (this.peek() !== ",") this.fail('"," or "]" after an array item');
      this.position++;
    }
  }
}

function findSyntaxProblem(text: string): SyntaxProblem | undefined {
  const scanner = new Scanner(text);
  try {
    scanner.value();
    if (scanner.position < text.length) scanner.fail("nothing after the JSON value");
    return undefined;
  } catch (problem) {
    // Anything else (a stack overflow on absurd nesting) leaves the generic message.
    if (problem instanceof SyntaxProblem) return problem;
    return undefined;
  }
}
