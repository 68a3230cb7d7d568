export {
  Field,
  inputClass,
  type FieldBaseProps,
  type FieldProps,
  type FieldControlProps,
} from './field';
export { TextField, type TextFieldProps } from './text-field';
export { NumberField, type NumberFieldProps } from './number-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Textarea, type TextareaProps } from './textarea';
export { Select, type SelectProps, type SelectOption } from './select';
export { Combobox, type ComboboxProps } from './combobox';
export { Checkbox, type CheckboxProps } from './checkbox';
export { ChipInput, type ChipInputProps } from './chip-input';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { Switch, type SwitchProps } from './switch';
export { DatePicker, type DatePickerProps } from './date-picker';
export { Calendar, toIsoDay, fromIsoDay, formatIsoDay, type CalendarProps } from './calendar';
export { FileDropZone, type FileDropZoneProps } from './file-drop-zone';
export {
  Popover,
  PopoverTrigger,
  PopoverContent,
  PopoverAnchor,
  PopoverClose,
  type PopoverContentProps,
} from './popover';
export { useZodForm, type ZodForm, type FormSchema } from './use-zod-form';
export { applyServerErrors, type ServerErrorLike } from './server-errors';
export { SAVE_CANCELLED, useFormSubmit, type FormSubmitOptions } from './use-form-submit';
export { FormErrorBanner, type FormErrorBannerProps } from './form-error-banner';
export { FormDrawer, type FormDrawerProps } from './form-drawer';
export { FormDialog, type FormDialogProps } from './form-dialog';
export {
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextEditorHandle,
} from './rich-text-editor';
