import { type ComponentType, createElement, lazy, useState } from "react";

export interface PreloadablePage {
  Page: ComponentType;
  /** Starts loading the screen now; once it is in, Page renders it without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A lazily loaded screen that can be asked for before React renders it. A plain `lazy` screen
 * suspends on its first render even when its chunk is already loaded, and React then holds the
 * reveal back for a while (up to 300 ms in React 19); a screen loaded in time renders at once.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Shown);
  }
  return { Page, preload };
}
