const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/** An address only this machine reaches: `localhost`, `::1` or any `127.x.y.z`. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}
