import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useForm, useFormState } from "react-hook-form";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { riskSettingsSaved } from "../../api/risk-assessments/cache";
import {
  UPDATE_RISK_SETTINGS_WRITE,
  updateNewDeviceSettings,
  updateRiskAssessmentSettings,
} from "../../api/risk-assessments/settings";
import {
  type NewDeviceSettings,
  REMEMBER_FOR_DAYS,
  type RiskAssessmentSettings,
} from "../../api/schemas/riskSettings";
import { namedTarget } from "../../session/namedTarget";
import { Banner } from "../../ui/Banner";
import { Field } from "../../ui/Field";
import { FieldHint } from "../../ui/FieldDescription";
import { FormAlert } from "../../ui/FormAlert";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { useFormWrite } from "../shared/useFormWrite";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { riskSettingsMessages as text } from "./messages";

const { min, max } = REMEMBER_FOR_DAYS;

interface Values {
  enabled: boolean;
  /** As typed: checked as a whole number of days before anything is sent. */
  rememberFor: string;
}

interface Props {
  client: ApiClient;
  settings: RiskAssessmentSettings;
  newDevice: NewDeviceSettings;
  /** Why this token cannot change them: the fields show, Save says why. */
  blockedBy: string | undefined;
}

/** A whole number of days in range, or undefined. */
function daysOf(typed: string): number | undefined {
  const days = /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN;
  return Number.isInteger(days) && days >= min && days <= max ? days : undefined;
}

/**
 * The risk-assessment switch and the new-device setting, filled with what the tenant holds;
 * Save settings sends only what changed, each to its own operation.
 */
export function RiskSettingsForm({ client, settings, newDevice, blockedBy }: Props) {
  const cache = useQueryClient();
  const initial: Values = {
    enabled: settings.enabled,
    rememberFor: String(newDevice.remember_for),
  };
  const { register, handleSubmit, reset, control } = useForm<Values>({ defaultValues: initial });
  const { isDirty, isSubmitting, errors } = useFormState({ control });
  const { write, busy, alert, alertRef, showAlert, clearAlert, send } = useFormWrite(client, {
    dirty: isDirty,
    submitting: isSubmitting,
    blockedBy,
  });
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const onValid = async (values: Values) => {
    setSaved(false);
    const days = daysOf(values.rememberFor) ?? newDevice.remember_for;
    const enabledChanged = values.enabled !== settings.enabled;
    const daysChanged = days !== newDevice.remember_for;
    if (!enabledChanged && !daysChanged) return showAlert(text.nothingChanged);
    let failed = false;
    const onFailure = (error: unknown) => {
      failed = true;
      showAlert(describeApiError(error, UPDATE_RISK_SETTINGS_WRITE));
    };
    if (enabledChanged) {
      await send({
        request: (request) =>
          updateRiskAssessmentSettings(client, { enabled: values.enabled }, request),
        activity: {
          operation: "updateRiskAssessmentSettings",
          ...namedTarget({ name: text.switchTarget(values.enabled) }),
        },
        onDone: (answer) => riskSettingsSaved(cache, { settings: answer }),
        onFailure,
      });
    }
    if (daysChanged && !failed) {
      await send({
        request: (request) => updateNewDeviceSettings(client, { remember_for: days }, request),
        activity: {
          operation: "updateNewDeviceSettings",
          ...namedTarget({ name: text.daysTarget(days) }),
        },
        onDone: (answer) => riskSettingsSaved(cache, { newDevice: answer }),
        onFailure,
      });
    }
    if (failed) return;
    reset(values);
    setSaved(true);
    // Save settings was disabled while the writes were out, which dropped the focus.
    focusAfterRender(() => savedRef.current);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (write.pending) return;
    clearAlert();
    void handleSubmit(onValid)(event);
  };

  return (
    <form
      className="risk-settings-form stack"
      noValidate
      onSubmit={submit}
      aria-label={text.heading}
    >
      <div className="checkbox">
        <input
          type="checkbox"
          id="risk-settings-enabled"
          aria-describedby="risk-settings-enabled-hint"
          disabled={busy}
          {...register("enabled")}
        />
        <label htmlFor="risk-settings-enabled">{text.enabled}</label>
      </div>
      <FieldHint id="risk-settings-enabled-hint">{text.enabledHint}</FieldHint>
      <Field
        label={text.rememberFor}
        hint={text.rememberForHint(min, max)}
        error={errors.rememberFor?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            inputMode="numeric"
            autoComplete="off"
            className="days"
            readOnly={busy}
            {...register("rememberFor", {
              validate: (typed) =>
                daysOf(typed) === undefined ? text.rememberForInvalid(min, max) : true,
            })}
          />
        )}
      </Field>
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      {saved && !isDirty ? (
        <Banner as="p" tone="success" role="status" ref={savedRef} tabIndex={-1}>
          {text.saved}
        </Banner>
      ) : null}
      <WriteSubmitBar
        write={write}
        label={text.submit}
        pendingText={text.pending}
        busy={busy}
        disabledReason={blockedBy}
      />
    </form>
  );
}
