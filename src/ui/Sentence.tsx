import { Fragment } from "react";
import { IsolatedText } from "./IsolatedText";
import { needsIsolate, sentenceParts } from "./sentenceParts";

/**
 * A catalog sentence as visible text: the console's words as they are, each part that came
 * through isolated() in an IsolatedText, so its text content stays the exact value and any
 * direction control in it is shown, not obeyed.
 */
export function Sentence({ text }: { text: string }) {
  return (
    <>
      {sentenceParts(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
        <Fragment key={index}>
          {needsIsolate(part) ? <IsolatedText text={part.text} /> : part.text}
        </Fragment>
      ))}
    </>
  );
}
