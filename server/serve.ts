/**
 * `npm run serve`: the console's production server. See README "Deploying" and decision 007.
 */
import type { AddressInfo } from "node:net";
import { createTokenSource } from "./clientCredentials.ts";
import { SESSION_PATH } from "./consoleApp.ts";
import { createConsoleServer } from "./consoleServer.ts";
import { afterAudited } from "./history/afterAudited.ts";
import { type JobQueue, startJobQueue } from "./jobs/jobQueue.ts";
import { createRateBudget } from "./jobs/rateBudget.ts";
import { createSliceRunner } from "./jobs/sliceRunner.ts";
import { createLineWriter } from "./lineWriter.ts";
import { createAuditLog } from "./proxy/auditLog.ts";
import { createProxy } from "./proxy/proxy.ts";
import { readServeConfig, type ServeConfig } from "./serveConfig.ts";
import { createSignIn, ME_PATH, SIGN_IN_PATH } from "./signIn/signIn.ts";
import { loadStaticFiles } from "./staticFiles.ts";
import { openStore, type Store } from "./store/store.ts";

function fail(message: string): never {
  process.stderr.write(`npm run serve: ${message.replace(/\s*\n\s*/g, " ")}\n`);
  process.exit(1);
}

function reason(error: unknown): string {
  // pg's connection errors may be an AggregateError (one per address tried) with no message.
  if (error instanceof Error)
    return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes audit entries past the retention now and then once a day (decision 024). */
function keepRetention(store: Store): void {
  const sweep = () =>
    store.deleteOldAuditEntries().then(
      (deleted) => event({ event: "audit retention", deleted }),
      (error: unknown) => event({ event: "audit retention", ok: false, message: reason(error) }),
    );
  void sweep();
  setInterval(sweep, DAY_MS).unref();
}

const stdout = createLineWriter(process.stdout);

function event(fields: Record<string, unknown>): void {
  stdout.write(JSON.stringify({ time: new Date().toISOString(), ...fields }));
}

async function main(): Promise<void> {
  let config: ServeConfig;
  try {
    config = readServeConfig(process.argv.slice(2), process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const files = await loadStaticFiles(config.dist).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  const settings = config.store;
  // Never a fallback to another store: a configured one that cannot be opened ends the start.
  const store = settings
    ? await openStore(settings).catch((error: unknown) =>
        fail(
          `the ${settings.kind === "embedded" ? `embedded store in ${settings.dataDir}` : "store at CONSOLE_DATABASE_URL"} could not be opened: ${reason(error)}`,
        ),
      )
    : null;
  if (store) keepRetention(store);
  const { tenantUrl, clientCredentials } = config.env;
  const tokens = clientCredentials ? createTokenSource(clientCredentials) : null;
  // The tenant's one rate budget, kept in the store for every instance: every answer feeds it,
  // jobs' calls wait their turn. Only with the server's credential: people's own tokens in
  // pass-through mode each have a bucket of their own, and no job runs there.
  const budget =
    store && tenantUrl && clientCredentials
      ? createRateBudget(store.budgetPool, `${tenantUrl} ${clientCredentials.clientId}`, (error) =>
          event({ event: "rate budget", ok: false, message: reason(error) }),
        )
      : null;
  const proxy = tenantUrl
    ? createProxy({
        tenantUrl,
        tokens,
        audit: createAuditLog(config.env.auditLog),
        store: store?.auditEntries ?? null,
        ...(budget ? { observeAnswer: budget.observe } : {}),
      })
    : null;
  let stopping = false;
  // The queue lives in the store's database; this instance runs slices only when it holds the
  // tenant credential a job's items are sent with (decision 029).
  const queue: JobQueue | null = store
    ? await startJobQueue({
        pool: store.pool,
        takeoverSeconds: config.jobTakeoverSeconds,
        concurrency: 2,
        onError: (error) => event({ event: "jobs", ok: false, message: reason(error) }),
      }).catch((error: unknown) => fail(`the jobs' queue could not be started: ${reason(error)}`))
    : null;
  if (queue && store && proxy && budget) {
    const runSlice = createSliceRunner({
      store: store.jobs,
      answer: proxy.answer,
      budget,
      takeoverSeconds: config.jobTakeoverSeconds,
      stopping: () => stopping,
    });
    await queue.work(async (slice) => {
      const started = performance.now();
      const outcome = await runSlice(slice);
      const ms = Math.round(performance.now() - started);
      event({
        event: "job slice",
        job: slice.jobId,
        from: slice.from,
        to: slice.to,
        ...outcome,
        ms,
      });
      return outcome;
    });
  }
  // serveConfig opens a store whenever people sign in, so every instance shares their sessions.
  const signIn =
    config.signIn && store
      ? createSignIn({
          settings: config.signIn,
          store: store.sessions,
          // The cookie's name must not change from request to request, so TLS is read from the
          // configured public origin rather than from each request (decision 022).
          secureCookies: config.publicOrigin?.startsWith("https:") === true,
          log: event,
        })
      : null;
  const server = createConsoleServer({
    files,
    connectOrigins: config.env.connectOrigins,
    proxy,
    tokens,
    signIn,
    store: store?.kind ?? null,
    history: store && proxy ? afterAudited(store.history, proxy.audited) : (store?.history ?? null),
    jobs: store && queue ? { store: store.jobs, queue } : null,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    log: stdout.write,
  });

  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      fail(`port ${config.port} on ${config.host} is taken: choose another with PORT or --port`);
    }
    fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    const mode = !tenantUrl ? "static" : tokens ? "credentials" : "pass-through";
    const signInIssuer = signIn?.issuer ?? null;
    // The pid lets a supervisor (or a test) signal this process rather than an npm wrapper.
    // The Host names it answers (README, Deploying): loopback, and the public origin's.
    const hostNames = ["localhost", "127.0.0.1", "[::1]"];
    if (config.publicOrigin) hostNames.push(new URL(config.publicOrigin).host);
    event({
      event: "listening",
      url: `http://${host}:${port}`,
      mode,
      tenantUrl,
      signIn: signInIssuer,
      hostNames,
      pid: process.pid,
    });
    if (tokens) {
      tokens.get().then(
        () => event({ event: "token", ok: true }),
        (error: unknown) =>
          event({
            event: "token",
            ok: false,
            message: error instanceof Error ? error.message : "Token request failed",
          }),
      );
      event({
        event: "hint",
        message: signIn
          ? `People sign in at ${signIn.issuer} (${SIGN_IN_PATH}); the console asks ${ME_PATH} who is signed in`
          : `Connect with Tenant URL http://${host}:${port} and the stand-in token from ${SESSION_PATH}`,
      });
    }
    if (signIn) {
      signIn.discover().then(
        () => event({ event: "sign-in provider", ok: true, issuer: signIn.issuer }),
        (error: unknown) =>
          event({
            event: "sign-in provider",
            ok: false,
            issuer: signIn.issuer,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    }
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    event({ event: "stopping", signal, graceMs: config.shutdownGraceMs });
    // Stops accepting and closes idle keep-alive sockets; open requests run to their end.
    server.close(async () => {
      // Runs hand their slices back after the item in hand (`stopping`).
      await queue?.stop().catch(() => {});
      // Every answer has gone; their entries may still be on their way to the store.
      await proxy?.audited();
      // The embedded server is a process of its own: it must not outlive this one.
      await store?.close().catch(() => {});
      event({ event: "stopped" });
      stdout.flush();
      process.exit(0);
    });
    // A keep-alive socket turns idle once its request ends: close it then, not at its timeout.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(async () => {
      // A write still with the tenant may yet be applied there: it is audited as "outcome
      // unknown" before the process ends (at most 2 s spent on the audit log itself).
      await Promise.race([
        proxy?.auditCutWrites(),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      server.closeAllConnections();
      await store?.close().catch(() => {});
      event({ event: "stopped", cutShort: true });
      stdout.flush();
      process.exit(0);
    }, config.shutdownGraceMs).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
