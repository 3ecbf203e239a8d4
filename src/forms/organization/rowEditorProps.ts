import type { Control, UseFormRegister, UseFormSetFocus } from "react-hook-form";
import type { OrganizationFormValues } from "./schema";

/** What a list of rows (metadata, connections) takes from its form. */
export interface RowListEditorProps {
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
  setFocus: UseFormSetFocus<OrganizationFormValues>;
}

/** What one row of such a list takes. */
export interface RowEditorProps {
  index: number;
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
  onRemove: (index: number) => void;
}
