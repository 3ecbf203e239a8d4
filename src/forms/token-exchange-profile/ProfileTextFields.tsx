import type { Control, FieldValues, Path } from "react-hook-form";
import { useController } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { FormField } from "../shared/FormField";
import { tokenExchangeProfileFormMessages as text } from "./messages";

const NAME = LIMITS.tokenExchangeProfile.name;

/** The two fields both forms share: they are what may change after creation. */
interface ProfileText extends FieldValues {
  name: string;
  subject_token_type: string;
}

function TextInput<T extends ProfileText>({
  control,
  name,
  locked,
  a11y,
  url,
}: {
  control: Control<T>;
  name: Path<T>;
  locked: boolean;
  a11y: object;
  url?: boolean;
}) {
  const { field } = useController({ control, name });
  return (
    <input
      {...a11y}
      {...field}
      value={String(field.value ?? "")}
      readOnly={locked}
      autoComplete="off"
      spellCheck={url ? false : undefined}
      inputMode={url ? "url" : undefined}
      className={url ? "mono" : undefined}
    />
  );
}

export function ProfileTextFields<T extends ProfileText>({
  control,
  locked,
}: {
  control: Control<T>;
  locked: boolean;
}) {
  return (
    <>
      <FormField
        control={control}
        name={"name" as Path<T>}
        label={text.name.label}
        hint={text.name.hint(NAME.min, NAME.max)}
      >
        {(a11y) => (
          <TextInput control={control} name={"name" as Path<T>} locked={locked} a11y={a11y} />
        )}
      </FormField>
      <FormField
        control={control}
        name={"subject_token_type" as Path<T>}
        label={text.subjectTokenType.label}
        hint={text.subjectTokenType.hint}
      >
        {(a11y) => (
          <TextInput
            control={control}
            name={"subject_token_type" as Path<T>}
            locked={locked}
            a11y={a11y}
            url
          />
        )}
      </FormField>
    </>
  );
}
