import { useEffect, useId, useRef, useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { STRATEGIES } from "../../../api/schemas/userAttributeProfile";
import { FieldGroup } from "../../../ui/FieldGroup";
import { useFocusAfterRender } from "../../../ui/useFocusAfterRender";
import { USER_ID_FIELDS } from "../fields";
import { userAttributeProfileMessages as text } from "../messages";
import { useUserAttributeProfileForm } from "../userAttributeProfileFormContext";
import { DisclosureButton } from "./DisclosureButton";
import { MappingFields } from "./MappingFields";

/**
 * The user id mapping as its own section: a one-line summary, its inputs once opened (they
 * take a screen and more with overrides). A save refused for it opens it on the input to fix.
 */
export function UserIdSection({ known }: { known: boolean }) {
  const { control } = useUserAttributeProfileForm();
  const userId = useWatch({ control, name: "user_id" });
  const { errors } = useFormState({ control, name: "user_id" });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors change only
  useEffect(() => {
    if (errors.user_id === undefined || open) return;
    setOpen(true);
    focusAfterRender(() => root.current?.querySelector<HTMLElement>("[aria-invalid='true']"));
  }, [errors.user_id]);

  const overrides = STRATEGIES.filter((s) => userId.strategy_overrides[s]?.present).length;
  const summary = [
    text.userId.oidc(userId.oidc_mapping || text.userId.oidcDefault),
    userId.saml_mapping.length > 0
      ? text.userId.samlNames(userId.saml_mapping.length)
      : text.userId.samlDefault,
    text.userId.scim(userId.scim_mapping || text.userId.scimDefault),
    text.userId.overrides(overrides),
  ].join(" · ");

  return (
    <FieldGroup className="uap-section" ref={root} legend={text.userId.legend}>
      <div className="uap-attr-line uap-user-id-line">
        <span className="uap-attr-meta">{summary}</span>
        <DisclosureButton open={open} panelId={panelId} onToggle={() => setOpen(!open)}>
          {open ? text.userId.close : text.userId.edit}
        </DisclosureButton>
      </div>
      {open ? (
        <div id={panelId} className="stack">
          <p className="field-hint">{known ? text.userId.known : text.userId.unknown}</p>
          <MappingFields fields={USER_ID_FIELDS} base="user_id" />
        </div>
      ) : null}
    </FieldGroup>
  );
}
