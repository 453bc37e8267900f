/** An on/off setting that takes effect at once (React Aria's Switch): automatic fulfilment, notifications. */
import { Switch as RACSwitch, composeRenderProps, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export type SwitchProps = RACSwitchProps;

export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={composeRenderProps(className, (custom) => [styles.switchRoot, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
