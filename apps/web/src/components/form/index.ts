export { FieldRow } from './FieldRow';
export { FormDateField } from './FormDateField';
export { FormNumberField } from './FormNumberField';
export { FormSection, type SectionTone } from './FormSection';
export { FormSelectField } from './FormSelectField';
export { FormSwitchField } from './FormSwitchField';
export { FormTextField, type FormFieldBinding } from './FormTextField';
export { useFieldMessage } from './use-field-message';
export { FormToggleField } from './FormToggleField';
