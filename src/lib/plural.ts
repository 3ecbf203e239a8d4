/** "1 line", "3 lines"; `many` for nouns whose plural is not the noun plus "s". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
