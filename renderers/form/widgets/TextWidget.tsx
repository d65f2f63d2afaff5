import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** A one-line text input, drawn by the theme's BaseInputTemplate. */
export function TextWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
}
