import { createElement, type HTMLAttributes, type Ref } from "react";
import "./Banner.css";

/** Information is the plain `.banner`; the others add their class. */
type BannerTone = "information" | "success" | "warning" | "error";

interface BannerProps extends HTMLAttributes<HTMLElement> {
  tone?: BannerTone;
  /** The element each use already renders: a sentence is a <p>, a list of notes a <ul>. */
  as?: "div" | "p" | "section" | "ul";
  ref?: Ref<HTMLElement>;
}

/**
 * A message block. It announces nothing by itself: each use passes the role (status or alert)
 * it needs, since turning a polite status into an alert would interrupt a screen reader.
 */
export function Banner({ tone = "information", as = "div", className, ...rest }: BannerProps) {
  const classes = ["banner", tone === "information" ? "" : tone, className ?? ""]
    .filter(Boolean)
    .join(" ");
  return createElement(as, { ...rest, className: classes });
}
