import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler, type ProfilerOnRenderCallback } from "react";
import { describe, expect, it } from "vitest";
import { BASE_URL, setup } from "../../api/testFetch";
import { workforceProfile } from "./testUserAttributeProfiles";
import { UserAttributeProfileForm } from "./UserAttributeProfileForm";

/** The parts of a React fiber this count reads (React 19's development build). */
interface Fiber {
  tag: number;
  flags: number;
  actualStartTime?: number;
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: unknown;
}

/** Function, class, forwardRef and memo components: the fibers that run user code. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;

function hostRootOf(container: HTMLElement): Fiber {
  const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"));
  const fiber = key ? (container as unknown as Record<string, Fiber>)[key] : undefined;
  if (!fiber) throw new Error("no React root in the container");
  return fiber;
}

/**
 * Components whose function ran in the commit that started at `startTime`. Inside a Profiler a
 * fiber records when its work began; one React bailed out on keeps the time of an earlier
 * render, and the PerformedWork flag tells a component that ran from one that was skipped.
 */
function componentsRendered(root: Fiber, startTime: number): number {
  let count = 0;
  const pending: Fiber[] = [root];
  for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
    const rendered =
      COMPONENT_TAGS.has(fiber.tag) &&
      (fiber.flags & PERFORMED_WORK) !== 0 &&
      (fiber.actualStartTime ?? -1) >= startTime;
    if (rendered) count++;
    if (fiber.child) pending.push(fiber.child);
    if (fiber.sibling) pending.push(fiber.sibling);
  }
  return count;
}

function renderCounted() {
  const { client } = setup([]);
  const counter = { renders: 0 };
  const container = document.createElement("div");
  document.body.append(container);
  const onRender: ProfilerOnRenderCallback = (_id, _phase, _duration, _base, startTime) => {
    const hostRoot = hostRootOf(container).stateNode as { current: Fiber };
    counter.renders += componentsRendered(hostRoot.current, startTime);
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Profiler id="editor" onRender={onRender}>
        <UserAttributeProfileForm client={client} tenantUrl={BASE_URL} />
      </Profiler>
    </QueryClientProvider>,
    { container },
  );
  return counter;
}

type User = ReturnType<typeof userEvent.setup>;

/** Components rendered while one character is typed into the input `input()` finds. */
async function rendersPerKeystroke(
  input: () => HTMLElement,
  before?: (user: User) => Promise<void>,
) {
  const counter = renderCounted();
  const user = userEvent.setup();
  await before?.(user);
  await user.click(input());
  counter.renders = 0;
  await user.keyboard("x");
  return counter.renders;
}

async function startFromWorkforceProfile(user: User) {
  await user.click(screen.getByLabelText("Profile JSON"));
  await user.paste(JSON.stringify(workforceProfile()));
  await user.click(screen.getByRole("button", { name: "Fill the form from JSON" }));
}

// 20 s per test: a busy 2-core machine took over the 5 s default (each passes alone in a few).
describe("UserAttributeProfileForm renders per keystroke", { timeout: 20_000 }, () => {
  it("typing in Name renders few components", async () => {
    const renders = await rendersPerKeystroke(() => screen.getByLabelText("Name"));
    // The save bar, its preview and the starting-point note; 18 before the rebuild of issue 15.
    expect(renders).toBeLessThanOrEqual(3);
  });

  it("typing in an attribute's label renders few components, however large the profile", async () => {
    const label = () => {
      const input = document.querySelector<HTMLElement>('[name="user_attributes.0.label"]');
      if (!input) throw new Error("no label input");
      return input;
    };
    const renders = await rendersPerKeystroke(label, async (user) => {
      await startFromWorkforceProfile(user);
      await user.click(screen.getByRole("button", { name: "Edit attribute email" }));
    });
    // As many as for Name plus the attribute's overview line and the isolated label it shows,
    // whatever the profile holds; 88 before the rebuild of issue 15.
    expect(renders).toBeLessThanOrEqual(5);
  });
});
