import type { FormProps } from '@rjsf/core';
import { QuestionListField } from './fields/QuestionListField';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/listTemplates';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { ButtonTemplates } from './templates/ButtonTemplates';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate';
import { FieldHelpTemplate } from './templates/FieldHelpTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from './templates/TitleFieldTemplate';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { TextWidget } from './widgets/TextWidget';

/** The funnel's RJSF theme: our widgets, templates and custom fields (`ui:field` names YAML may use). */
export const formTheme: Pick<FormProps, 'widgets' | 'templates' | 'fields'> = {
  widgets: { TextWidget, SelectWidget, RadioWidget, CheckboxWidget, TextareaWidget },
  templates: {
    FieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    DescriptionFieldTemplate,
    TitleFieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    BaseInputTemplate,
    ErrorListTemplate: () => null,
    ButtonTemplates,
  },
  fields: { 'question-list': QuestionListField },
};
