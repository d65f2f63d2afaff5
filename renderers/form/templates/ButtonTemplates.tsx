import type { ReactNode } from 'react';
import { TranslatableString, type IconButtonProps, type SubmitButtonProps } from '@rjsf/utils';

/** A text button (RJSF's default icon buttons rely on an icon font the funnel does not ship). */
function TextButton({ registry: _registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, children, ...rest }: IconButtonProps & { children?: ReactNode }) {
  return (
    <button type="button" className={['button', 'button-secondary', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </button>
  );
}

/** RJSF's button templates as labelled text buttons: the name is the visible text, so it is what a screen reader says. */
export const ButtonTemplates = {
  AddButton: (props: IconButtonProps) => <TextButton {...props}>{props.registry.translateString(TranslatableString.AddItemButton)}</TextButton>,
  RemoveButton: (props: IconButtonProps) => <TextButton {...props}>{props.registry.translateString(TranslatableString.RemoveButton)}</TextButton>,
  CopyButton: (props: IconButtonProps) => <TextButton {...props}>{props.registry.translateString(TranslatableString.CopyButton)}</TextButton>,
  MoveUpButton: (props: IconButtonProps) => <TextButton {...props}>{props.registry.translateString(TranslatableString.MoveUpButton)}</TextButton>,
  MoveDownButton: (props: IconButtonProps) => <TextButton {...props}>{props.registry.translateString(TranslatableString.MoveDownButton)}</TextButton>,
  ClearButton: (props: IconButtonProps) => <TextButton {...props}>{props.registry.translateString(TranslatableString.ClearButton)}</TextButton>,
  SubmitButton: (_props: SubmitButtonProps) => (
    <button type="submit" className="button button-primary">
      Continue
    </button>
  ),
};
