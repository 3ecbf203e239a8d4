import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { get, useFormState, useWatch } from "react-hook-form";
import { STRATEGIES, type Strategy } from "../../../api/schemas/userAttributeProfile";
import { isolated } from "../../../lib/isolated";
import { Button } from "../../../ui/Button";
import { Field } from "../../../ui/Field";
import { FieldGroup } from "../../../ui/FieldGroup";
import { Sentence } from "../../../ui/Sentence";
import { plainText } from "../../../ui/sentenceParts";
import { useFocusAfterRender } from "../../../ui/useFocusAfterRender";
import { type Fields, formOf, type OverrideValues } from "../fields";
import { userAttributeProfileMessages as text } from "../messages";
import {
  type UserAttributeProfilePath,
  useUserAttributeProfileForm,
} from "../userAttributeProfileFormContext";
import { DisclosureButton } from "./DisclosureButton";

interface OverridesEditorProps {
  /** The form path of the override map: `user_id.strategy_overrides`, … */
  path: string;
  legend: string;
  fields: Fields;
  /** The inputs of one strategy's override. */
  children: (strategy: Strategy) => ReactNode;
  /**
   * Existing overrides start hidden behind their count: they are a screen of inputs each, and
   * most edits are elsewhere. A refused save with a problem in one shows them.
   */
  collapsible?: boolean;
}

/**
 * Per-strategy overrides: each strategy that has one shows its inputs (from its field table); a
 * strategy is chosen from the ones left to add another.
 */
export function OverridesEditor({
  path,
  legend,
  fields,
  children,
  collapsible = false,
}: OverridesEditorProps) {
  const { control, setValue } = useUserAttributeProfileForm();
  const { errors } = useFormState({ control, name: path as UserAttributeProfilePath });
  // Any error under the override map, however deep.
  const hasProblem = get(errors, path) !== undefined;
  const value = useWatch({ control, name: path as UserAttributeProfilePath }) as Record<
    Strategy,
    { present: boolean }
  >;
  const isPresent = (strategy: Strategy) => value[strategy].present;
  const setPresent = (strategy: Strategy, present: boolean) =>
    setValue(
      `${path}.${strategy}` as UserAttributeProfilePath,
      // The table builds the override's values; their type is the table's, not known here.
      { ...formOf(fields, undefined), present } as unknown as OverrideValues<string>,
      { shouldDirty: true },
    );
  const present = STRATEGIES.filter(isPresent);
  const [shown, setShown] = useState(() => !collapsible || present.length === 0 || hasProblem);
  const panelId = useId();
  useEffect(() => {
    if (hasProblem) setShown(true);
  }, [hasProblem]);
  const available = STRATEGIES.filter((strategy) => !isPresent(strategy));
  const [choice, setChoice] = useState<Strategy | undefined>(undefined);
  const chosen = choice !== undefined && available.includes(choice) ? choice : available[0];
  const root = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // After a removal the chooser always exists: the removed strategy is available again.
  const focus = (selector: string) =>
    focusAfterRender(() => root.current?.querySelector<HTMLElement>(selector));

  return (
    <FieldGroup ref={root} className="uap-overrides" legend={legend}>
      {present.length === 0 ? <p className="uap-empty">{text.overrides.none}</p> : null}
      {collapsible && present.length > 0 ? (
        <div className="uap-row-actions uap-overrides-summary">
          <span>{text.overrides.count(present.length, present.join(", "))}</span>
          <DisclosureButton open={shown} panelId={panelId} onToggle={() => setShown(!shown)}>
            {shown ? text.overrides.hide : text.overrides.show}
          </DisclosureButton>
        </div>
      ) : null}
      {shown ? (
        <div id={panelId} className="stack">
          {present.map((strategy) => (
            <FieldGroup
              key={strategy}
              className="uap-override uap-grid"
              data-strategy={strategy}
              legend={<Sentence text={text.overrides.legend(isolated(strategy))} />}
            >
              {children(strategy)}
              <div className="uap-row-actions">
                <Button
                  aria-label={plainText(text.overrides.removeLabel(isolated(strategy)))}
                  onClick={() => {
                    setPresent(strategy, false);
                    focus("[data-control='chooser']");
                  }}
                >
                  {text.overrides.remove}
                </Button>
              </div>
            </FieldGroup>
          ))}
          {chosen === undefined ? null : (
            <div className="uap-add-override">
              <Field label={text.overrides.strategy}>
                {(a11y) => (
                  <select
                    {...a11y}
                    data-control="chooser"
                    value={chosen}
                    onChange={(event) => setChoice(event.target.value as Strategy)}
                  >
                    {available.map((strategy) => (
                      <option key={strategy} value={strategy}>
                        {text.overrides.strategyOption(
                          text.overrides.strategyNames[strategy],
                          strategy,
                        )}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Button
                onClick={() => {
                  setPresent(chosen, true);
                  focus(`[data-strategy='${chosen}'] :is(input, select, textarea)`);
                }}
              >
                {text.overrides.add}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </FieldGroup>
  );
}
