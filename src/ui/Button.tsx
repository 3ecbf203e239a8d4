import type { ComponentPropsWithRef } from "react";
import "./Button.css";

/** The kinds app screens draw: secondary is the default look and adds no class. */
type ButtonVariant = "primary" | "secondary" | "danger" | "quiet";

interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
}

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: "primary",
  secondary: undefined,
  danger: "danger",
  quiet: "quiet",
};

/**
 * A native button whose type defaults to "button": a bare <button> inside a form submits it,
 * which is never what a screen's secondary action means. Every native prop passes through.
 */
export function Button({
  variant = "secondary",
  type = "button",
  className,
  ...rest
}: ButtonProps) {
  const classes = [VARIANT_CLASS[variant], className].filter(Boolean).join(" ");
  return <button type={type} className={classes || undefined} {...rest} />;
}
