/** Global set-up of the storybook project: start the visual comparison count at zero. */
import { resetVisualCount } from './visual';

export default function setup(): void {
  resetVisualCount();
}
