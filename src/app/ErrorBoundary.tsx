import { Component, type ErrorInfo, type ReactNode } from "react";
import { Banner } from "../ui/Banner";
import { Button } from "../ui/Button";
import { IsolatedText } from "../ui/IsolatedText";

interface Props {
  /** Changing it (e.g. the route) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** One per screen: a crash in one screen leaves the shell and the other screens usable. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Only the message and stack: props and state may hold what the user typed or a token.
    console.error("Screen crashed:", error.message, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Banner tone="error" role="alert">
        <h2>This screen stopped working</h2>
        <p>
          <IsolatedText text={this.state.error.message} />
        </p>
        <Button onClick={() => this.setState({ error: null })}>Retry</Button>
      </Banner>
    );
  }
}
