import { loadavg } from "node:os";

/**
 * The figures of issue 28's table, each with its goal, gathered as the benchmarks run and
 * printed together at the end of `npm run bench`, with the load average when each was taken
 * (this machine is shared: a figure taken at load 8 compares only with one taken near it).
 */
interface Figure {
  what: string;
  value: string;
  goal: string;
  load: string;
}

const figures: Figure[] = [];

export function recordFigure(what: string, value: string, goal: string): void {
  figures.push({ what, value, goal, load: loadavg()[0]?.toFixed(2) ?? "?" });
}

export function figureTable(): string {
  if (figures.length === 0) return "";
  const width = Math.max(...figures.map((figure) => figure.what.length));
  return [
    "== figures and goals (load average, 1 min, when taken) ==",
    ...figures.map(
      (f) => `  ${f.what.padEnd(width)}  ${f.value}  (goal ${f.goal}; load ${f.load})`,
    ),
    "",
  ].join("\n");
}
