import { type ReactNode, useRef, useState } from "react";
import { STRATEGIES, type Strategy } from "../../api/schemas";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { Field } from "../fields/Field";

interface OverridesEditorProps {
  legend: string;
  hint?: ReactNode;
  isPresent: (strategy: Strategy) => boolean;
  onAdd: (strategy: Strategy) => void;
  onRemove: (strategy: Strategy) => void;
  /** The inputs of one strategy's override. */
  children: (strategy: Strategy) => ReactNode;
}

/**
 * Per-strategy overrides: each strategy that has one shows its inputs; a strategy is chosen
 * from the ones left to add another.
 */
export function OverridesEditor({
  legend,
  hint,
  isPresent,
  onAdd,
  onRemove,
  children,
}: OverridesEditorProps) {
  const present = STRATEGIES.filter(isPresent);
  const available = STRATEGIES.filter((strategy) => !isPresent(strategy));
  const [choice, setChoice] = useState<Strategy | undefined>(undefined);
  const chosen = choice !== undefined && available.includes(choice) ? choice : available[0];
  const root = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // After a removal the chooser always exists: the removed strategy is available again.
  const focus = (selector: string) =>
    focusAfterRender(() => root.current?.querySelector<HTMLElement>(selector));

  return (
    <fieldset ref={root} className="uap-overrides">
      <legend>{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {present.length === 0 ? <p className="uap-empty">No strategy overrides.</p> : null}
      {present.map((strategy) => (
        <fieldset key={strategy} className="uap-override" data-strategy={strategy}>
          <legend>Override for {strategy}</legend>
          {children(strategy)}
          <div className="uap-row-actions">
            <button
              type="button"
              aria-label={`Remove override for ${strategy}`}
              onClick={() => {
                onRemove(strategy);
                focus("[data-control='chooser']");
              }}
            >
              Remove override
            </button>
          </div>
        </fieldset>
      ))}
      {chosen === undefined ? null : (
        <div className="uap-add-override">
          <Field label="Strategy">
            {(a11y) => (
              <select
                {...a11y}
                data-control="chooser"
                value={chosen}
                onChange={(event) => setChoice(event.target.value as Strategy)}
              >
                {available.map((strategy) => (
                  <option key={strategy} value={strategy}>
                    {strategy}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            onClick={() => {
              onAdd(chosen);
              focus(`[data-strategy='${chosen}'] :is(input, select, textarea)`);
            }}
          >
            Add override
          </button>
        </div>
      )}
    </fieldset>
  );
}
