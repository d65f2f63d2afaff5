/**
 * What RJSF (@rjsf/core 6, @rjsf/utils 6) understands in a uiSchema, for lint form-schema; the form's own names are
 * in engine/compile/registry.ts (formFieldNames, formUiOptionNames). tests/unit/lint/rjsfUiNames.test.ts keeps these
 * lists in step with the installed RJSF.
 */

/** The options of a field's uiSchema, written `ui:<name>` or inside `ui:options` (UIOptionsBaseType, GlobalUISchemaOptions). */
export const rjsfUiOptionNames = [
  'classNames', 'style', 'title', 'description', 'placeholder', 'help', 'autofocus', 'autocomplete', 'autocapitalize',
  'disabled', 'emptyValue', 'enumDisabled', 'enumNames', 'enumOrder', 'optionsSchemaSelector', 'hideError', 'readonly',
  'order', 'filePreview', 'inline', 'inputType', 'rows', 'submitButtonOptions', 'widget', 'field', 'label', 'addable',
  'copyable', 'orderable', 'removable', 'allowClearTextInputs', 'duplicateKeySuffixSeparator',
  'enableMarkdownInDescription', 'enableMarkdownInHelp', 'enableOptionalDataFieldForType', 'optionValueFormat',
  'deprecatedHandling',
  // Template overrides a field may name.
  'ArrayFieldDescriptionTemplate', 'ArrayFieldItemTemplate', 'ArrayFieldTemplate', 'ArrayFieldTitleTemplate',
  'BaseInputTemplate', 'DescriptionFieldTemplate', 'ErrorListTemplate', 'FieldErrorTemplate', 'FieldHelpTemplate',
  'FieldTemplate', 'ObjectFieldTemplate', 'TitleFieldTemplate', 'UnsupportedFieldTemplate', 'WrapIfAdditionalTemplate',
] as const;

/** uiSchema keys that are not field options: the options map itself and the root's settings. */
export const rjsfUiKeys = ['ui:options', 'ui:globalOptions', 'ui:rootFieldId', 'ui:fieldReplacesAnyOrOneOf', 'ui:definitions'] as const;

/** `ui:widget` names RJSF resolves: its aliases by type (getWidget's widget map) and its registry's widget names. */
export const rjsfWidgetNames = [
  'checkbox', 'radio', 'select', 'hidden', 'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url',
  'textarea', 'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file', 'updown', 'range',
  'checkboxes', 'files',
  'AltDateWidget', 'AltDateTimeWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget',
  'DateTimeWidget', 'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget',
  'RatingWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget',
] as const;

/** `ui:field` names of RJSF's field registry. */
export const rjsfFieldNames = [
  'AnyOfField', 'ArrayField', 'BooleanField', 'CyclicSchemaField', 'FallbackField', 'LayoutGridField', 'LayoutHeaderField',
  'LayoutMultiSchemaField', 'NumberField', 'ObjectField', 'OneOfField', 'OptionalDataControlsField', 'SchemaField',
  'StringField', 'NullField',
] as const;

/** JSON Schema `format` names the form's validator knows: ajv-formats' (RJSF adds them all) and RJSF's own two. */
export const formFormatNames = [
  'date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url',
  'email', 'hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment',
  'relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'binary', 'data-url', 'color',
] as const;
