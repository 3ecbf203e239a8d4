import type { SeedUser } from "./types.ts";

/** A user with the profile fields the members listing shows. */
interface DirectoryUser extends SeedUser {
  email: string;
  name: string;
}

/** The big organization's connection: one of the fixed ones, so every seed holds it. */
export const STAFF_CONNECTION = "workforce-sso";
export const STAFF_COUNT = 2000;

const FIRST_NAMES = (
  "Ada Bruno Chiara Dmitri Esther Farid Greta Hiro Ines Jonas Kemi Lars Mei Nadia Omar " +
  "Priya Quentin Rosa Sven Tariq Ursula Viktor Wanjiru Xavier Yara Zoltan Amara Bjorn " +
  "Carmen Dario Elif Femi Giulia Hamza Ingrid Jorge Keiko Lucia Mateo Nour"
).split(" ");
const LAST_NAMES = (
  "Abbott Bauer Castro Dubois Eriksen Fischer Garcia Horvat Ito Jensen Kowalski Larsen " +
  "Moreau Nakamura Olsen Petrov Quinn Rossi Schmidt Tanaka Ueda Varga Weber Xu Yilmaz " +
  "Zimmermann Andersen Becker Costa Dimitrov Evans Ferrari Gomez Hansen Ivanova Kim " +
  "Lopez Meyer Novak Okafor Park Reyes Silva Torres Vogel Wong Young Zhang Ali Brown"
).split(" ");

/**
 * Initech's staff, fixed for every seed: 2,000 users of `workforce-sso`, each with an email and
 * a name, so the members listing has a long list with something to show. Four in five carry a
 * `new-device` assessment, as most seeded users do.
 */
export function staffUsers(): DirectoryUser[] {
  return Array.from({ length: STAFF_COUNT }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? "Ada";
    const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] ?? "Abbott";
    const number = String(index + 1).padStart(4, "0");
    return {
      user_id: `workforce-idp|${STAFF_CONNECTION}|emp-${number}`,
      connections: [STAFF_CONNECTION],
      assessments: { [STAFF_CONNECTION]: index % 5 === 0 ? [] : ["new-device"] },
      email: `${first}.${last}.${number}@initech.example`.toLowerCase(),
      name: `${first} ${last}`,
    };
  });
}

export const STAFF_USER_IDS: readonly string[] = staffUsers().map((user) => user.user_id);
