import { createMemorySessionStore } from "./memorySessionStore.ts";
import { describeSessions } from "./test/sessionsContract.ts";

describeSessions("memory store", createMemorySessionStore);
