import type { ComponentProps } from "react";
import { type Control, type FieldPath, get, useFormState } from "react-hook-form";
import { Field } from "../../ui/Field";
import type { OrganizationFormValues } from "./schema";

type Props = Omit<ComponentProps<typeof Field>, "error"> & {
  control: Control<OrganizationFormValues>;
  name: FieldPath<OrganizationFormValues>;
};

/**
 * A Field subscribed to its own error only. Once a submit has been refused, every keystroke
 * checks the whole form again; were the form to read `errors` itself, each of them would render
 * the whole form, all 25 metadata rows' parent included.
 */
export function FieldWithOwnError({ control, name, ...field }: Props) {
  const { errors } = useFormState({ control, name, exact: true });
  const error: { message?: string } | undefined = get(errors, name);
  return <Field {...field} error={error?.message} />;
}
